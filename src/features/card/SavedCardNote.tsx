import type { SavedCard } from '@/api/card';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { BRAND_LABEL } from '@common/card-brands';

/** The card on file (brand, last 4, expiry) and a button that copies its expiry into the form. */
export function SavedCardNote({ saved, onUse }: { saved: SavedCard; onUse(month: string, year: string): void }) {
  const t = useT();
  return (
    <div className="card-form__saved">
      <p className="muted card-form__note" role="status">
        {t('card.saved', { brand: BRAND_LABEL[saved.brand] ?? saved.brand, last4: saved.last4, month: saved.emm, year: saved.eyy })}
      </p>
      {/* Only the expiry can be offered: the number is never kept, so the trader types it again. */}
      <Button variant="ghost" onClick={() => onUse(saved.emm, saved.eyy)}>
        {t('card.saved_use')}
      </Button>
    </div>
  );
}
