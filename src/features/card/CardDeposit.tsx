import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { db } from '@/db/database';
import { useCurrentUser } from '@/db/currentUser';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { defaultExpiry, type CardForm } from '@common/card';
import { formatMoney } from '@/lib/money';
import { useOnline } from '@/sync/useOnline';
import { CardFields } from './CardFields';
import { cardFormErrors, type CardErrors } from './cardErrors';
import { cardDataOf } from './cardForm';
import { clearFixed, withRequired } from './liveErrors';
import { CascadeDialogs } from './CascadeDialogs';
import { depositRequestOf } from './depositRequest';
import { awayCopy } from './dialogCopy';
import { cardsChanged } from './fundingEvents';
import { DepositProgress } from './DepositProgress';
import { EntroStartDialog } from './EntroStartDialog';
import { isUnionReturn, parseListenRoute } from './listenRoute';
import { SavedCardNote } from './SavedCardNote';
import { useCardDeposit } from './useCardDeposit';
import { useDepositNotices } from './useDepositNotices';
import { useSavedCard } from './useSavedCard';
import { useExtraBonusPercent } from '@/money/useExtraBonus';
import { useHoldPopups } from '@/popups/usePopups';

function holderOf(user: { firstName: string; lastName: string } | undefined | null): string {
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

/** Widget `card-deposit`: the card form and the deposit through the processor cascade (spec §4, §5). */
export default function CardDeposit() {
  // A money form: no pop-up the trader did not ask for opens over it (the page would go inert under the typing).
  useHoldPopups();
  const t = useT();
  const lang = currentLang();
  const user = useCurrentUser();
  const online = useOnline();
  const [location] = useLocation();
  const last = useLiveQuery(() => db.lastPayment.get('last'), []);
  // The page's "today", fixed when it opens: the expiry defaults and the year list derive from it.
  const [now] = useState(() => new Date());
  // The holder is most often the trader: prefilled from the profile, editable for someone else's card.
  const [form, setForm] = useState<CardForm>(() => ({ number: '', cvv: '', holder: holderOf(user), country: '', currency: '', ...defaultExpiry(now) }));
  const [prefilled, setPrefilled] = useState(false);
  const [errors, setErrors] = useState<CardErrors>({});
  const [remember, setRemember] = useState(false);
  const { saved, save } = useSavedCard();
  const returned = parseListenRoute(location);
  // Spec §2: `#/show/funding/entro` starts the Entropay flow (start dialog, then the PIN/cvv dialog).
  const [entro, setEntro] = useState<'offer' | 'chosen' | null>(() => (/^\/show\/[^/]+\/entro\/?$/.test(location) ? 'offer' : null));
  const { notify, wait } = useDepositNotices();
  const extraPercent = useExtraBonusPercent();
  const { state, runner } = useCardDeposit({
    userCascade: user?.cascade ?? '',
    country: user?.country ?? '',
    returnedProcessor: returned?.processor ?? null,
    returnedTransaction: returned?.transactionId ?? null,
    returnedUnion: isUnionReturn(location),
    notify,
    wait,
  });

  // A remembered card that just paid is now one quick top-up may charge: the widgets showing it ask again.
  const approved = state?.phase === 'approved';
  useEffect(() => {
    if (approved) cardsChanged();
  }, [approved]);

  // The profile may arrive after the first render: prefill the holder then, unless the trader typed one.
  if (user && !prefilled) {
    setPrefilled(true);
    if (form.holder === '') setForm((previous) => ({ ...previous, holder: holderOf(user) }));
  }
  // The loading placeholder stays until the form can paint (the deposit screen keeps its options unseen till then).
  if (!user) return <div className="skeleton" aria-hidden="true" />;
  const { request, minimum, promised } = depositRequestOf(user, last, extraPercent);
  const { amount, currency } = request;
  const phase = state?.phase ?? 'idle';
  // awayChoice too: the payment still waits on the bank's page until the trader goes there or cancels it.
  const busy = phase === 'paying' || phase === 'checking' || phase === 'listening' || phase === 'redirecting' || phase === 'awayChoice' || phase === 'cancelling';
  // Always the current account's currency: the deposit credits that account (CardFields says so).
  const values: CardForm = { ...form, country: form.country || user.country || 'FR', currency };
  const patch = (changes: Partial<CardForm>) => setForm((previous) => ({ ...previous, ...changes }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!online || busy || state === null) return;
    const found = cardFormErrors(t, amount, minimum, values, now);
    // A missing field flags every empty one at once, so the trader sees them all before the next try.
    const problems = found?.form === t('card.required') ? withRequired(found, values, t('card.required')) : found;
    setErrors(problems ?? {});
    if (problems) return;
    const card = cardDataOf(values);
    if (remember) save(card, values.currency);
    if (phase === 'needCard') runner.carryOn(card);
    else runner.start(request, card, entro === 'chosen' ? ['ENTROPAY'] : undefined);
    // The CVV is not needed again by this page; the number stays only until the deposit ends.
    patch({ cvv: '' });
  };

  return (
    <section className="card-deposit" aria-labelledby="card-deposit-title">
      <h2 id="card-deposit-title" className="card-deposit__title">
        {t('card.title')}
      </h2>
      <p className="card-deposit__summary">
        {t('deposit.summary', { amount: formatMoney(amount, currency, lang) })}
        {promised !== '0.00' && <span className="badge badge--bonus">{t('deposit.summary_bonus', { bonus: formatMoney(promised, currency, lang) })}</span>}
      </p>

      {saved && <SavedCardNote saved={saved} onUse={(month, year) => patch({ month, year })} />}
      <DepositProgress
        phase={phase}
        away={state?.phase === 'awayChoice' ? awayCopy(state) : undefined}
        onAnother={() => {
          patch({ number: '', cvv: '' });
          runner.dismiss();
        }}
        onGoAway={() => runner.goAway()}
        onCancelAway={() => runner.cancelAway()}
      />

      {phase !== 'approved' && (
        <CardFields
          form={form}
          values={values}
          errors={errors}
          onChange={(name, value) => {
            patch({ [name]: value });
            setErrors((previous) => clearFixed(previous, name, { ...values, [name]: value }, t('card.required')));
          }}
          remember={remember}
          onRemember={setRemember}
          onSubmit={onSubmit}
          now={now}
          busy={busy}
          online={online}
          ready={state !== null}
          needCard={phase === 'needCard'}
          submitLabel={t('deposit.submit', { amount: formatMoney(amount, currency, lang) })}
        />
      )}

      <EntroStartDialog
        open={entro === 'offer'}
        canContinue={online && state !== null && !busy}
        onContinue={() => {
          setEntro(null);
          runner.startRedirect(request, 'ENTROPAY');
        }}
        onCard={() => setEntro('chosen')}
        onClose={() => setEntro(null)}
      />
      <CascadeDialogs state={state} runner={runner} online={online} />
    </section>
  );
}
