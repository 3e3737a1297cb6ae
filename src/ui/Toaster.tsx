import { Toaster as Sonner } from 'sonner';

/*
 * Toasts for the signed-in app (spec §9: default 5 s). Mount it lazily; raise toasts with `toast` from
 * '@/ui/toast', which loads sonner on first use, so neither the shell nor the guest screens carry it.
 */
export { toast } from './toast';

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
