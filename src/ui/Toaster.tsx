import { Toaster as Sonner, toast } from 'sonner';

/*
 * Toasts for the signed-in app (spec §9: default 5 s). Import this module lazily: sonner must stay out of the
 * guest screens' chunks, which show their messages inline.
 */
export { toast };

export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="top-center"
      duration={5000}
      closeButton
      richColors
      toastOptions={{
        style: {
          background: 'var(--surface-2)',
          border: '1px solid var(--border-strong)',
          color: 'var(--text)',
          fontFamily: 'var(--font)',
        },
      }}
    />
  );
}
