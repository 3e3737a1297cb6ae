import { useEffect, useEffectEvent, useState } from 'react';
import type { AffiliatePage } from '@/api/affiliate';
import { DateRangeFields } from '@/ui/DateRangeFields';
import { useDateRange } from '@/ui/useDateRange';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import { Alert } from '@/ui/Alert';
import { CopyButton } from '@/ui/CopyButton';

type Range = { DateFrom: number; DateTo: number };

type Props = {
  page: AffiliatePage;
  lang: string;
  online: boolean;
  /** Asks the server for the range's figures; false when that failed. */
  onFilter(range: Range): Promise<boolean>;
  onClear(): void;
};

/** The trader's links with their figures; a From/To range (the history's rule) narrows the figures. */
export function LinksTable({ page, lang, online, onFilter, onClear }: Props) {
  const t = useT();
  const range = useDateRange();
  const [failed, setFailed] = useState(false);
  const { DateFrom, DateTo } = range.bounds;

  // A new range asks for its figures; clearing both dates goes back to the unfiltered page.
  const applyRange = useEffectEvent((from: number | undefined, to: number | undefined, live: () => boolean) => {
    if (from === undefined && to === undefined) {
      onClear();
      return;
    }
    if (!online) return;
    onFilter({ DateFrom: from ?? 0, DateTo: to ?? Date.now() })
      .then((ok) => live() && setFailed(!ok))
      .catch(() => live() && setFailed(true));
  });
  useEffect(() => {
    let live = true;
    applyRange(DateFrom, DateTo, () => live);
    return () => {
      live = false;
    };
  }, [DateFrom, DateTo]);

  return (
    <div className="affiliate-links">
      <fieldset className="affiliate-links__range">
        <legend>{t('affiliate.period')}</legend>
        <DateRangeFields range={range} labels={{ from: t('history.from'), to: t('history.to'), error: t('history.range_error') }} />
      </fieldset>
      {failed && <Alert tone="error">{t('affiliate.load_error')}</Alert>}
      {page.links.length === 0 ? (
        <p className="muted">{t('affiliate.no_links')}</p>
      ) : (
        <ul className="affiliate-link-list">
          {page.links.map((link) => (
            <li key={link.id} className="affiliate-link">
              <div className="affiliate-link__head">
                <h3>{link.name}</h3>
                <span className="muted">{page.programs.find((program) => program.id === link.landing)?.title ?? link.landing}</span>
              </div>
              <div className="affiliate-link__url">
                <code>{link.url}</code>
                <CopyButton text={link.url} label="affiliate.copy" done="affiliate.copied" failed="affiliate.copy_failed" name={t('affiliate.copy_named', { name: link.name })} />
              </div>
              <dl className="affiliate-link__figures">
                <div>
                  <dt>{t('affiliate.clicks')}</dt>
                  <dd>{link.clicks}</dd>
                </div>
                <div>
                  <dt>{t('affiliate.registrations')}</dt>
                  <dd>{link.registrations}</dd>
                </div>
                <div>
                  <dt>{t('affiliate.deposits')}</dt>
                  <dd>{link.deposits}</dd>
                </div>
                <div>
                  <dt>{t('affiliate.commission')}</dt>
                  <dd>{formatMoney(link.commission, 'USD', lang)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
