import { useId } from 'react';
import type { MessageKey } from '@/i18n';
import { useT } from '@/i18n/useT';

import { useMinDepositBasis } from '@/money/useMinDepositBasis';
import { formatMoney } from '@/lib/money';
import { BONUS_TURNOVER_TIMES, bonusTerms, type MinDepositBasis } from '@common/deposit';
import type { DepositLine } from './useDepositLine';
import { minDepositText } from '@/lib/minDeposit';

type Props = { line: DepositLine; minimum: number; currency: string; lang: string };

/**
 * The deposit bonus is the trader's choice, off until chosen, and says what it costs before anything is paid: the
 * turnover that makes it withdrawable, and that a withdrawal before then cancels the whole bonus held.
 */
function BonusChoice({ line, currency, lang }: { line: DepositLine; currency: string; lang: string }) {
  const t = useT();
  const terms = bonusTerms(line.value, line.tier);
  const money = (amount: string) => formatMoney(amount, currency, lang);
  return (
    <label className="check bonus-choice">
      <input type="checkbox" checked={line.bonusOn} onChange={(event) => line.setBonus(event.target.checked)} />
      <span>
        <strong>
          {t('deposit.tier_applied', { tier: t(`tier.${line.tier.name}`), percent: terms.percent })}, +{money(terms.bonus)}
        </strong>
        <span className="bonus-choice__terms">
          {t('deposit.bonus_terms', { times: BONUS_TURNOVER_TIMES, turnover: money(terms.turnover) })}
          {line.extraPercent > 0 && <> {t('deposit.extra_bonus', { percent: line.extraPercent })}.</>}
        </span>
      </span>
    </label>
  );
}

const MINIMUM_SAID: Readonly<Record<Exclude<MinDepositBasis, 'default'>, MessageKey>> = {
  country: 'deposit.minimum_country',
  affiliate: 'deposit.minimum_affiliate',
  account: 'deposit.minimum_account',
};

/** The amount to deposit and the bonus it gets: the first thing on the page, right above the card form. */
export function DepositAmount({ line, minimum, currency, lang }: Props) {
  const t = useT();
  const id = useId();
  // The amount starts at the minimum: a minimum other than the usual one says whose it is (a German trader's EUR
  // account starts at 500, the minimum for that country, not at a figure nobody explained).
  const basis = useMinDepositBasis();
  // The usual minimum needs no line of its own (the amount starts at it, and the pay button stays within a thumb's
  // reach); a rule's minimum does.
  const explained = basis !== null && basis !== 'default';
  return (
    <section className="deposit-line" id="deposit-line" aria-labelledby={`${id}-title`}>
      {/* Named for assistive technology; the amount's own label says it on screen (the pay button stays in reach). */}
      <h2 id={`${id}-title`} className="sr-only">
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
      {!line.fixed && line.tier.bonusPercent > 0 ? (
        <BonusChoice line={line} currency={currency} lang={lang} />
      ) : (
        <p className="deposit-line__tier" aria-live="polite">
          <strong>{line.bonus === '0.00' ? t('deposit.no_bonus') : t('deposit.bonus_value', { bonus: formatMoney(line.bonus, currency, lang) })}</strong>
        </p>
      )}
    </section>
  );
}
