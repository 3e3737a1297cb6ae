import { useLiveQuery } from 'dexie-react-hooks';
import { useId } from 'react';
import { db } from '@/db/database';
import { useT } from '@/i18n/useT';
import { checkDepositAmount, promisedBonus, clampToSlider, sliderStops, tierOf, type SliderStops } from '@common/deposit';
import { formatMoney } from '@/lib/money';
import { useExtraBonusPercent } from '@/money/useExtraBonus';

type Props = { minimum: number; currency: string; lang: string; onFixed(fixed: boolean): void };

/** Writes the slider's choice as the "last payment" (spec §3), which the card form (another island) reads. */
async function remember(amount: string, bonus: boolean, fixed: boolean, currency: string): Promise<void> {
  await db.lastPayment.put({ key: 'last', amount, bonus, fixed, currency });
}

const STOP_NAMES = ['bronze', 'silver', 'gold'] as const;

/** The deposit slider (spec §3, §4, §9): minimum start, tier stops, tier and bonus as the trader slides. */
export function DepositSlider({ minimum, currency, lang, onFixed }: Props) {
  const t = useT();
  const id = useId();
  const last = useLiveQuery(() => db.lastPayment.get('last'), []);
  const stops: SliderStops = sliderStops(minimum, currency);
  const stored = last && last.currency === currency ? last : null;
  const text = stored?.amount ?? String(minimum);
  const value = /^\d+$/.test(text) ? Number(text) : minimum;
  const bonusOn = stored?.bonus ?? true;
  const fixed = stored?.fixed ?? false;
  const tier = tierOf(value, stops);
  const extraPercent = useExtraBonusPercent();
  const bonus = promisedBonus(value, tier, { bonus: bonusOn, fixed, extraPercent });
  const problem = checkDepositAmount(text, minimum, 'fiat');

  const setAmount = (next: string) => void remember(next, bonusOn, fixed, currency);

  return (
    <section className="deposit-line" id="deposit-line" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="deposit-line__title">
        {t('deposit.amount_title')}
      </h2>
      <div className="deposit-line__amount">
        <label htmlFor={`${id}-amount`} className="field__label">
          {t('deposit.amount', { currency })}
        </label>
        <input
          id={`${id}-amount`}
          className="input deposit-line__input"
          inputMode="numeric"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, '').slice(0, 9))}
        />
        {problem && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {t('deposit.wrong_amount_min', { min: minimum })}
          </p>
        )}
      </div>
      <input
        type="range"
        className="deposit-line__range"
        aria-label={t('deposit.slider')}
        min={stops.start}
        max={Math.max(stops.gold, stops.start)}
        step={1}
        value={clampToSlider(value, stops)}
        aria-valuetext={formatMoney(String(value), currency, lang)}
        onChange={(event) => setAmount(String(clampToSlider(Number(event.target.value), stops)))}
      />
      <div className="deposit-line__stops" role="group" aria-label={t('deposit.stops')}>
        {STOP_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            className={`tier-chip tier-chip--${name}${tier.name === name ? ' tier-chip--active' : ''}`}
            aria-pressed={tier.name === name}
            onClick={() => setAmount(String(Math.max(stops[name], minimum)))}
          >
            <span className="tier-chip__name">{t(`tier.${name}`)}</span>
            <span className="tier-chip__amount">{formatMoney(String(stops[name]), currency, lang)}</span>
          </button>
        ))}
      </div>
      <p className="deposit-line__tier" aria-live="polite">
        {t('deposit.tier', { tier: t(`tier.${tier.name}`), rate: tier.rate, percent: tier.bonusPercent })}
        {' · '}
        <strong>{bonus === '0.00' ? t('deposit.no_bonus') : t('deposit.bonus_value', { bonus: formatMoney(bonus, currency, lang) })}</strong>
        {extraPercent > 0 && !fixed && (
          <>
            {' · '}
            {t('deposit.extra_bonus', { percent: extraPercent })}
          </>
        )}
      </p>
      <div className="deposit-line__toggles">
        <label className="check">
          <input type="checkbox" checked={bonusOn && !fixed} disabled={fixed} onChange={(event) => void remember(text, event.target.checked, fixed, currency)} />
          <span>{t('deposit.bonus_toggle')}</span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={fixed}
            onChange={(event) => {
              // Spec §4: fixed (exchange) mode clears the bonus and switches to the crypto tabs.
              void remember(text, event.target.checked ? false : bonusOn, event.target.checked, currency);
              onFixed(event.target.checked);
            }}
          />
          <span>{t('deposit.fixed_toggle')}</span>
        </label>
      </div>
    </section>
  );
}
