import { useT } from '@/i18n/useT';
import type { MessageKey } from '@/i18n';
import { Button } from './Button';
import { toast } from './toast';

/** Copies a text and says so (`name`: the accessible name when several sit side by side) (spec §8: 'Address copied to clipboard'; a failure: 'Unable to copy!'). */
export function CopyButton({ text, label, done, failed, name }: { text: string; label: MessageKey; done: MessageKey; failed: MessageKey; name?: string }) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t(done));
    } catch {
      toast.error(t(failed));
    }
  };
  return (
    <Button variant="secondary" aria-label={name} onClick={() => void copy()}>
      {t(label)}
    </Button>
  );
}
