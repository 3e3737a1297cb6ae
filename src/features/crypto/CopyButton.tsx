import { useT } from '@/i18n/useT';
import type { MessageKey } from '@/i18n';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast';

/** Copies a text and says so (spec §8: 'Address copied to clipboard'; a failure: 'Unable to copy!'). */
export function CopyButton({ text, label, done }: { text: string; label: MessageKey; done: MessageKey }) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t(done));
    } catch {
      toast.error(t('crypto.copy_failed'));
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()}>
      {t(label)}
    </Button>
  );
}
