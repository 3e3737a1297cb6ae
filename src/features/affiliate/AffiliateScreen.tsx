import { useState } from 'react';
import { type AffiliatePage, fetchAffiliate, filterAffiliate, saveAffiliateLink } from '@/api/affiliate';
import { saveLastCopy, useCopyRefresh, useLastCopy } from '@/db/lastCopy';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { AFFILIATE_COPY_KEY, parseAffiliatePage } from './copy';
import { LinkForm } from './LinkForm';
import { LinksTable } from './LinksTable';
import { Materials } from './Materials';
import { TransferForm } from './TransferForm';
import { LoadingBlock } from '@/ui/LoadingBlock';

const store = (next: AffiliatePage) => saveLastCopy(AFFILIATE_COPY_KEY, next);

/**
 * Widget `affiliate` (#/show/affiliate): the affiliate balance and its transfer to a trading account, the trader's
 * links with clicks, registrations, deposits and commission (filterable by date), a new link, and the materials.
 * The unfiltered page is kept as the last copy, so the screen opens offline.
 */
export default function AffiliateScreen() {
  const t = useT();
  const lang = currentLang();
  const online = useOnline();
  const copy = useLastCopy(AFFILIATE_COPY_KEY, parseAffiliatePage);
  const [filtered, setFiltered] = useState<AffiliatePage | null>(null);
  // Program titles follow the language: a new language loads the page again.
  const loadError = useCopyRefresh(lang, (signal) => fetchAffiliate(signal).then(store));

  if (copy === undefined) return <LoadingBlock label={t('loading')} />;
  const page = copy?.value ?? null;

  return (
    <div className="affiliate">
      {loadError && <Alert tone={online ? 'error' : 'info'}>{t(online ? 'affiliate.load_error' : 'affiliate.offline')}</Alert>}
      {page && (
        <>
          <section className="affiliate__balance card" aria-labelledby="affiliate-balance-title">
            <h2 id="affiliate-balance-title">{t('affiliate.balance')}</h2>
            <p className="affiliate__amount">{formatMoney(page.balance, page.currency, lang)}</p>
            <TransferForm balance={page.balance} online={online} onDone={() => fetchAffiliate().then(store)} />
          </section>
          <section aria-labelledby="affiliate-links-title">
            <h2 id="affiliate-links-title">{t('affiliate.links')}</h2>
            <LinksTable
              page={filtered ?? page}
              lang={lang}
              online={online}
              onFilter={async (range) => {
                const reply = await filterAffiliate(range);
                if (reply.ok) setFiltered(reply.value);
                return reply.ok;
              }}
              onClear={() => setFiltered(null)}
            />
          </section>
          <section className="card" aria-labelledby="affiliate-new-title">
            <h2 id="affiliate-new-title">{t('affiliate.new_link')}</h2>
            <LinkForm
              programs={page.programs}
              online={online}
              onSave={async (name, landing) => {
                const reply = await saveAffiliateLink(name, landing);
                if (!reply.ok) return reply.message;
                setFiltered(null);
                await store(reply.value);
                return null;
              }}
            />
          </section>
          <Materials items={page.material} />
        </>
      )}
      {!page && !loadError && <p className="muted">{t('loading')}</p>}
    </div>
  );
}
