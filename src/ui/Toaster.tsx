import { Toaster as Sonner } from 'sonner';

/*
 * Toasts for the signed-in app (spec §9: default 5 s). Mount it lazily; raise toasts with `toast` from
 * '@/ui/toast', which loads sonner on first use, so neither the shell nor the guest screens carry it.
 */
export { toast } from './toast';

/** The toast region's accessible name and each toast's close button, in the UI language (sonner's are English). */
export type ToasterLabels = { region: string; close: string };

const TOP_BAR_CLEARANCE = { top: 'calc(var(--topbar-h) + 12px)' } as const;

/** `id`: a toaster that shows only toasts raised with that `toasterId` (and the app's toasts never show in it). */
export function Toaster({ labels, id }: { labels: ToasterLabels; id?: string }) {
  return (
    <Sonner
      {...(id === undefined ? {} : { id })}
      customAriaLabel={labels.region}
      theme="dark"
      position="top-center"
      // Below the top bar, never over the balance in it.
      offset={TOP_BAR_CLEARANCE}
      mobileOffset={TOP_BAR_CLEARANCE}
      duration={5000}
      closeButton
      richColors
      toastOptions={{
        closeButtonAriaLabel: labels.close,
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
