import type { BoardRow, TourneyReward } from '@/api/tourney';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';

/** What a place wins, as the trader reads it ("$10,000", "$500 bonus", "IPhone 10"). */
function useRewardText(lang: string) {
  const t = useT();
  return (reward: TourneyReward): string => {
    switch (reward.kind) {
      case 'cash':
        return formatMoney(String(reward.usd), 'USD', lang);
      case 'bonus':
        return t('tourney.bonus', { amount: formatMoney(String(reward.usd), 'USD', lang) });
      case 'prize':
        return reward.name;
      case 'none':
        return '—';
    }
  };
}

/** A place's prize in a table cell: a bonus names its kind on a line of its own, so the column stays narrow. */
function RewardCell({ reward, lang }: { reward: TourneyReward; lang: string }) {
  const t = useT();
  const rewardText = useRewardText(lang);
  if (reward.kind !== 'bonus') return <td>{rewardText(reward)}</td>;
  return (
    <td>
      {formatMoney(String(reward.usd), 'USD', lang)}
      <span className="tourney-table__kind">{t('tourney.bonus_kind')}</span>
    </td>
  );
}

/** The leaderboard table; the trader's own row is marked (and named so for screen readers). */
export function Leaderboard({ rows, lang }: { rows: readonly BoardRow[]; lang: string }) {
  const t = useT();
  return (
    // A narrow screen scrolls the table inside its box: focusable, so the keyboard can scroll it too.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div className="table-wrap" tabIndex={0} role="region" aria-label={t('tourney.board')}>
      <table className="table tourney-table">
        <caption className="sr-only">{t('tourney.board')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tourney.place')}</th>
            <th scope="col">{t('tourney.trader')}</th>
            <th scope="col" className="num">{t('tourney.profit')}</th>
            <th scope="col" className="num tourney-table__trades">{t('tourney.trades')}</th>
            <th scope="col">{t('tourney.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.place} className={row.me ? 'is-me' : undefined} aria-current={row.me ? 'true' : undefined}>
              <td>{row.place}</td>
              <td className="tourney-table__name">
                {row.name}
                {row.me && <span className="badge">{t('tourney.you')}</span>}
              </td>
              <td className={`num ${row.profit.startsWith('-') ? 'is-loss' : 'is-gain'}`}>{formatMoney(row.profit, 'USD', lang)}</td>
              <td className="num tourney-table__trades">{row.trades}</td>
              <RewardCell reward={row.reward} lang={lang} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Spec §9's reward table of the tournament's type. */
export function RewardList({ rewards, lang }: { rewards: readonly TourneyReward[]; lang: string }) {
  const t = useT();
  const rewardText = useRewardText(lang);
  return (
    <details className="tourney-rewards">
      <summary>{t('tourney.rewards')}</summary>
      <ol>
        {rewards.map((reward, index) => (
          // oxlint-disable-next-line react/no-array-index-key -- a place is its position
          <li key={index}>{rewardText(reward)}</li>
        ))}
      </ol>
    </details>
  );
}
