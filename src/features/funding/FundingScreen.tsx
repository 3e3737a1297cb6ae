import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { FragmentText } from '@/content/FragmentText';
import type { WidgetProps } from '@/content/widgets';
import { db } from '@/db/database';
import { useCurrentUser } from '@/db/currentUser';
import { useFreshUser } from '@/sync/useFreshUser';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { BONUS_UNTIL_CHOSEN, minimumDeposit, parseFundingAdd, partnerRisk, type PaymentTab, paymentTabs } from '@common/deposit';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { tabKeyHandler } from '@/ui/tabs';
import { cardIntent, intentSkipsRiskPopup } from './cardIntent';
import { CRYPTO_TABS, FundingPanel, type Panel } from './FundingPanel';
import { readPromoInput } from '@/lib/promoInput';
import { useDepositLine } from './useDepositLine';
import { currentAccount } from '@/api/user';
import { useHoldPopups } from '@/popups/usePopups';
import { tabMethodName } from '@common/payment-methods';
import { useInputHeld } from '@/lib/useInputHeld';

const ServerFragment = lazy(() => import('@/content/ServerFragment'));

function panelsOf(raw: WidgetProps['panels']): Readonly<Record<string, Panel>> {
  const out: Record<string, Panel> = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'object' && value !== null && 'title' in value && 'text' in value && typeof value.title === 'string' && typeof value.text === 'string') {
      out[name] = { title: value.title, text: value.text };
    }
  }
  return out;
}

/** Spec §4: fixed (exchange) mode pays in coins, so only the crypto tabs (vload's BTC invoice included) remain. */
const FIXED_TABS: readonly PaymentTab[] = [...CRYPTO_TABS, 'vload'];

/** Widget `funding`: alerts from `add`, payment tabs, the deposit line, promo, and the card deposit island. */
export default function FundingScreen(props: WidgetProps) {
  // A money form: no pop-up the trader did not ask for opens over it (the page would go inert under the typing).
  useHoldPopups();
  const t = useT();
  const lang = currentLang();
  const user = useCurrentUser();
  // The balance shown while depositing is the server's now: a deposit made in another tab or device shows at once.
  useFreshUser();
  const [location] = useLocation();
  const add = parseFundingAdd(/^\/show\/[^/]+\/([^/]+)/.exec(location)?.[1]);
  const intent = cardIntent(location);
  const [tab, setTab] = useState<PaymentTab | null>(() => (intent ? 'card' : null));
  const [riskSeen, setRiskSeen] = useState(() => intentSkipsRiskPopup(intent));
  // Spec §2's bitcoin popup (/api/ag/modal_bitcoin): what the "go to bitcoin" alternatives open.
  const [bitcoinPopup, setBitcoinPopup] = useState(false);
  const lastPayment = useLiveQuery(() => db.lastPayment.get('last'), []);
  const account = user ? currentAccount(user) : null;
  const currency = account?.currency ?? user?.currency ?? 'USD';
  const minimum = minimumDeposit(user?.min_deposit, currency);
  const line = useDepositLine(minimum, currency);
  // A code kept from a link opens the promo fold (read once: typing stores it too).
  const [promoKept] = useState(() => readPromoInput() !== '');
  const panels = useMemo(() => panelsOf(props.panels), [props.panels]);

  // A card link followed while the page is open (the hash changes, the page stays) selects Card too: state
  // adjusted while rendering, when the link changes (React's pattern for state that follows a prop).
  const [followed, setFollowed] = useState(intent);
  if (intent !== followed) {
    setFollowed(intent);
    if (intent) setTab('card');
    if (intentSkipsRiskPopup(intent)) setRiskSeen(true);
  }

  useEffect(() => {
    const onTab = (event: Event) => {
      if (!(event instanceof CustomEvent) || typeof event.detail !== 'string') return;
      setTab(event.detail as PaymentTab);
      if (event.detail === 'bitcoin') setBitcoinPopup(true);
    };
    window.addEventListener('funding:tab', onTab);
    return () => {
      window.removeEventListener('funding:tab', onTab);
    };
  }, []);

  // The tab shows as chosen in the tap's own frame; its panel (a method's form, often a chunk to load) renders after,
  // in a render React can interrupt, so the tap is not held until the new form is built.
  const shownTab = useDeferredValue(tab);
  // Until the chosen method's panel is built, the last one stays on the screen but takes no input: typed into, it
  // would vanish with what was typed.
  const heldPanel = useInputHeld(shownTab !== tab);
  if (!user) return null;
  const context = { lang, currency, country: user.country, cardRisk: user.cardRisk, verification: user.verification };
  const fixedMode = lastPayment?.fixed ?? false;
  const allTabs = paymentTabs(context);
  const tabs = fixedMode ? allTabs.filter((name) => FIXED_TABS.includes(name)) : allTabs;
  const active = tab && tabs.includes(tab) ? tab : (tabs[0] ?? 'card');
  // Kept while fixed mode narrows the tabs, so leaving it stays on the crypto tab the trader was on.
  if (fixedMode && tab !== active) setTab(active);
  // Picked as `active` is, from the deferred tab: until a first pick, both are the first tab.
  const shown = shownTab && tabs.includes(shownTab) ? shownTab : (tabs[0] ?? 'card');
  const risky = partnerRisk(context);
  // The slider's choice (spec §3 last payment) rides into the other methods: amount, bonus on/off, mode.
  const slid = lastPayment && lastPayment.currency === currency && /^\d+$/.test(lastPayment.amount) ? lastPayment.amount : String(minimum);
  return (
    <div className="funding">
      {add === 'payment_error' && <Alert tone="error" title={t('payment.error')} />}
      {add === 'payment_success' && <Alert tone="success" title={t('payment.success')} />}
      {add === 'payment_process' && <Alert tone="info" title={t('payment.process')} />}

      <div className="funding-tabs" role="tablist" aria-label={t('funding.methods')} onKeyDown={tabKeyHandler(tabs, active, setTab, (name) => `funding-tab-${name}`)}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`funding-tab-${name}`}
            aria-selected={active === name}
            aria-controls={`funding-panel-${name}`}
            tabIndex={active === name ? 0 : -1}
            className="funding-tab"
            onClick={() => setTab(name)}
          >
            {tabMethodName(name, lang)}
          </button>
        ))}
      </div>

      <FundingPanel
        shown={shown}
        line={line}
        minimum={minimum}
        currency={currency}
        lang={lang}
        add={add}
        promoKept={promoKept}
        panels={panels}
        amount={slid}
        bonusOn={lastPayment?.bonus ?? BONUS_UNTIL_CHOSEN}
        fixed={fixedMode}
        setTab={setTab}
        ref={heldPanel}
      />

      <Dialog
        open={risky && active === 'card' && !riskSeen}
        onClose={() => setRiskSeen(true)}
        title={t('funding.risk_title')}
        closeLabel={t('close')}
        footer={
          <div className="dialog-actions">
            <Button
              variant="primary"
              onClick={() => {
                setRiskSeen(true);
                setTab('bitcoin');
                setBitcoinPopup(true);
              }}
            >
              {t('funding.risk_bitcoin')}
            </Button>
            <Button variant="ghost" onClick={() => setRiskSeen(true)}>
              {t('funding.risk_continue')}
            </Button>
          </div>
        }
      >
        <FragmentText name="modal_risk" lang={lang}>
          <p>{t('funding.risk_text')}</p>
        </FragmentText>
      </Dialog>

      <Dialog
        open={bitcoinPopup}
        onClose={() => setBitcoinPopup(false)}
        title={t('bitcoin.popup_title')}
        closeLabel={t('close')}
        footer={
          <Button variant="ghost" onClick={() => setBitcoinPopup(false)}>
            {t('bitcoin.popup_tab')}
          </Button>
        }
      >
        {bitcoinPopup && (
          <Suspense fallback={<div className="skeleton" aria-hidden="true" />}>
            <ServerFragment kind="ag" name="modal_bitcoin" lang={lang} />
          </Suspense>
        )}
      </Dialog>
    </div>
  );
}
