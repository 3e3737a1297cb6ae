import { memo, type Ref, Suspense } from 'react';
import { useWidgetRegistry } from '@/content/widgets';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import type { FundingAdd, PaymentTab } from '@common/deposit';
import { tabMethodName } from '@common/payment-methods';
import { DepositAmount } from './DepositAmount';
import { DepositOptions } from './DepositOptions';
import { PromoEntry } from './PromoEntry';
import type { DepositLine } from './useDepositLine';

export type Panel = { title: string; text: string };

export const CRYPTO_TABS: readonly PaymentTab[] = ['bitcoin', 'litecoin', 'eth', 'ltc'];
/** The coin each crypto tab starts on, and the tabs the other methods' widget serves. */
const TAB_COIN: Partial<Record<PaymentTab, string>> = { bitcoin: 'btc', litecoin: 'ltc', ltc: 'ltc', eth: 'eth', vload: 'vload' };
const WALLET_TABS: ReadonlySet<string> = new Set(['card_moneta', 'perfect', 'webmoney', 'yandex', 'qiwi', 'okpay', 'neteller', 'skrill', 'bank']);

type Props = {
  shown: PaymentTab;
  line: DepositLine;
  minimum: number;
  currency: string;
  lang: Lang;
  add: FundingAdd | null;
  promoKept: boolean;
  panels: Readonly<Record<string, Panel>>;
  /** The slider's choice (spec §3 last payment), which rides into the other methods: amount, bonus on/off, mode. */
  amount: string;
  bonusOn: boolean;
  fixed: boolean;
  setTab(tab: PaymentTab): void;
  /** The panel's element: the screen holds it from input while the chosen method's panel is built. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * The chosen method's panel: the card form with the deposit line and its options, or another method's widget. A memo
 * of its own, so a tap on a tab re-renders the tabs at once and builds the panel in the deferred render after it.
 */
export const FundingPanel = memo(function FundingPanel({ shown, line, minimum, currency, lang, add, promoKept, panels, amount, bonusOn, fixed, setTab, ref }: Props) {
  const t = useT();
  const registry = useWidgetRegistry();
  const methodProps = { currency, minimum: String(minimum), amount, bonusOn, fixed };
  const CardWidget = registry['card-deposit'];
  // The saved card and quick top-up: the card feature's widget, which shows itself only when the trader saved a card.
  const QuickWidget = registry['quick-top-up'];
  // The other methods are widgets too (features never import each other): crypto invoices and wallets.
  const CryptoWidget = TAB_COIN[shown] ? registry['crypto-deposit'] : undefined;
  const WalletWidget = WALLET_TABS.has(shown) ? registry['wallet-deposit'] : undefined;
  return (
    <div ref={ref} role="tabpanel" id={`funding-panel-${shown}`} aria-labelledby={`funding-tab-${shown}`} className="funding-panel">
      {shown === 'card' ? (
        <div className="funding-card">
          {/* Amount, card, pay button first (a phone shows them on one screen); the options fold below. */}
          <div className="funding-card__amount">
            <DepositAmount line={line} minimum={minimum} currency={currency} lang={lang} />
          </div>
          <div className="funding-card__main">
            {CardWidget && (
              <Suspense fallback={<div className="skeleton" aria-hidden="true" />}>
                <CardWidget />
              </Suspense>
            )}
          </div>
          <div className="funding-card__side">
            <DepositOptions line={line} minimum={minimum} currency={currency} lang={lang} onFixed={(on) => on && setTab('bitcoin')} />
            <details className="promo-fold" open={add === 'promo' || promoKept || undefined}>
              <summary>{t('funding.promo_toggle')}</summary>
              <PromoEntry prefill={add === 'promo'} />
            </details>
            {QuickWidget && (
              <Suspense fallback={null}>
                <QuickWidget minimum={minimum} currency={currency} />
              </Suspense>
            )}
          </div>
        </div>
      ) : (
        <section className="funding-info">
          <h2>{panels[shown]?.title ?? tabMethodName(shown, lang)}</h2>
          <p>{panels[shown]?.text ?? t('funding.soon')}</p>
          {CRYPTO_TABS.includes(shown) && <p className="muted">{t('funding.crypto_note')}</p>}
          <Suspense fallback={<div className="skeleton" aria-hidden="true" />}>
            {CryptoWidget && <CryptoWidget key={shown} coin={TAB_COIN[shown]} {...methodProps} />}
            {WalletWidget && <WalletWidget key={shown} method={shown} {...methodProps} />}
          </Suspense>
        </section>
      )}
    </div>
  );
});
