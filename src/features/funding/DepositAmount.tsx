import { useId } from 'react';
import type { MessageKey } from '@/i18n';
import { useT } from '@/i18n/useT';
import type { MinDepositBasis } from '@common/deposit';
import { useMinDepositBasis } from '@/money/useMinDepositBasis';
import { formatMoney } from '@/lib/money';
import type { DepositLine } from './useDepositLine';
import { appliedTier } from './tiers';
import { minDepositText } from '@/lib/minDeposit';

type Props = { line: DepositLine; minimum: number; currency: string; lang: string };

const MINIMUM_SAID: Readonly<Record<Exclude<MinDepositBasis, 'default'>, MessageKey>> = {
  country: 'deposit.minimum_country',
  affiliate: 'deposit.minimum_affiliate',
  account: 'deposit.minimum_account',
};

/** The amount to deposit and the bonus it gets: the first thing on the page, right above the card form. */
export function DepositAmount({ line, minimum, currency, lang }: Props) {
  const t = useT();
  const id = useId();
  const applied = appliedTier(line.tier, { bonus: line.bonusOn, fixed: line.fixed });
  // The amount starts at the minimum: a minimum other than the usual one says whose it is (a German trader's EUR
  // account starts at 500, the minimum for that country, not at a figure nobody explained).
  const basis = useMinDepositBasis();
  // The usual minimum needs no line of its own (the amount starts at it, and the pay button stays within a thumb's
  // reach); a rule's minimum does.
  const explained = basis !== null && basis !== 'default';
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
          value={line.text}
          aria-invalid={line.invalid ? true : undefined}
          aria-describedby={line.invalid ? `${id}-error` : explained ? `${id}-minimum` : undefined}
          onChange={(event) => line.setAmount(event.target.value.replace(/[^\d]/g, '').slice(0, 9))}
        />
        {line.invalid ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {minDepositText(t, minimum, currency)}
          </p>
        ) : (
          explained && (
            <p id={`${id}-minimum`} className="field__hint">
              {t(MINIMUM_SAID[basis], { min: formatMoney(String(minimum), currency, lang) })}
            </p>
          )
        )}
      </div>
      <p className="deposit-line__tier" aria-live="polite">
        {applied && (
          <>
            {t('deposit.tier_applied', { tier: t(`tier.${applied}`), percent: line.tier.bonusPercent })}
            {' · '}
          </>
        )}
        <strong>{line.bonus === '0.00' ? t('deposit.no_bonus') : t('deposit.bonus_value', { bonus: formatMoney(line.bonus, currency, lang) })}</strong>
        {line.extraPercent > 0 && !line.fixed && (
          <>
            {' · '}
            {t('deposit.extra_bonus', { percent: line.extraPercent })}
          </>
        )}
      </p>
    </section>
  );
}
