import { clampToSlider, TIERS } from '@common/deposit';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import type { DepositLine } from './useDepositLine';
import { appliedTier, tierRanges } from './tiers';

type Props = { line: DepositLine; minimum: number; currency: string; lang: string; onFixed(fixed: boolean): void };

const STOP_NAMES = ['bronze', 'silver', 'gold'] as const;

/**
 * The slider, the tier cards and the crypto choice (spec §3, §4, §9), folded below the card form: a first deposit
 * at the minimum needs none of them, and they pushed the pay button off the first screen. The bonus itself is a
 * choice in plain view beside the amount (DepositAmount).
 */
export function DepositOptions({ line, minimum, currency, lang, onFixed }: Props) {
  const t = useT();
  const { stops, value, bonusOn, fixed, tier } = line;
  const ranges = tierRanges(stops);
  const applied = appliedTier(tier, { bonus: bonusOn, fixed });
  const money = (amount: number) => formatMoney(String(amount), currency, lang);
  return (
    <details className="deposit-options">
      <summary>{t('deposit.options')}</summary>
      <div className="deposit-options__body">
        <input
          type="range"
          className="deposit-line__range"
          aria-label={t('deposit.slider')}
          min={stops.start}
          max={Math.max(stops.gold, stops.start)}
          step={1}
          value={clampToSlider(value, stops)}
          aria-valuetext={money(value)}
          onChange={(event) => line.setAmount(String(clampToSlider(Number(event.target.value), stops)))}
        />
        <div className="deposit-line__stops" role="group" aria-label={t('deposit.stops')}>
          {STOP_NAMES.map((name) => {
            const range = ranges[name];
            return (
              <button
                key={name}
                type="button"
                className={`tier-chip tier-chip--${name}${applied === name ? ' tier-chip--active' : ''}`}
                aria-pressed={applied === name}
                onClick={() => line.setAmount(String(Math.max(stops[name], minimum)))}
              >
                <span className="tier-chip__name">{t(`tier.${name}`)}</span>
                <span className="tier-chip__bonus">{t('tier.bonus', { percent: TIERS[name].bonusPercent })}</span>
                <span className="tier-chip__amount">{range.to === null ? t('tier.over', { amount: money(range.from - 1) }) : t('tier.up_to', { amount: money(range.to) })}</span>
              </button>
            );
          })}
        </div>
        <div className="deposit-line__toggles">
          <label className="check">
            <input
              type="checkbox"
              checked={fixed}
              onChange={(event) => {
                // Spec §4: fixed (exchange) mode clears the bonus and switches to the crypto tabs.
                line.setFixed(event.target.checked);
                onFixed(event.target.checked);
              }}
            />
            <span>{t('deposit.fixed_plain')}</span>
          </label>
        </div>
      </div>
    </details>
  );
}
