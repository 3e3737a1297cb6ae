import { useEffect, useState } from 'react';
import { type Board, fetchBoard, fetchCurrentTourneys, fetchLastTourneys, type Tourney } from '@/api/tourney';
import { saveLastCopy, useLastCopy } from '@/db/lastCopy';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { boardCopyKey, LISTS_COPY_KEY, parseBoard, parseLists, type TourneyLists } from './copies';
import { Leaderboard, RewardList } from './Leaderboard';
import { LoadingBlock } from '@/ui/LoadingBlock';

/** Loads both lists into their copy; the screen renders from the copy, so it opens offline as last seen. */
async function refreshLists(signal: AbortSignal): Promise<TourneyLists> {
  const [current, last] = await Promise.all([fetchCurrentTourneys(signal), fetchLastTourneys(signal)]);
  const lists = { current: current.list, last: last.list };
  await saveLastCopy(LISTS_COPY_KEY, lists);
  return lists;
}

/**
 * Widget `tournaments` (#/show/contest): the running weekly (and weekend) tournaments and the last closed ones,
 * the chosen one's leaderboard with its rewards and the trader's own place. Every board read is kept, so the last
 * one opens offline.
 */
export default function TournamentsScreen() {
  const t = useT();
  const lang = currentLang();
  const online = useOnline();
  const lists = useLastCopy(LISTS_COPY_KEY, parseLists);
  const [chosen, setChosen] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const all: Tourney[] = lists?.value ? [...lists.value.current, ...lists.value.last] : [];
  const selected = all.find((item) => item.id === chosen) ?? all[0] ?? null;
  const board = useLastCopy(boardCopyKey(selected?.id ?? 0), parseBoard);
  // A copy kept while the tournament ran is not its result: a closed one shows only the board it closed with.
  const shownBoard = board?.value && (!selected?.closed || board.value.tourney.closed) ? board.value : null;

  useEffect(() => {
    const controller = new AbortController();
    refreshLists(controller.signal)
      .then(() => setFailed(false))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);

  const selectedId = selected?.id ?? 0;
  useEffect(() => {
    if (selectedId === 0) return;
    const controller = new AbortController();
    fetchBoard(selectedId, controller.signal)
      .then((value) => saveLastCopy(boardCopyKey(selectedId), value))
      .then(() => setFailed(false))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [selectedId]);

  if (lists === undefined) return <LoadingBlock label={t('loading')} />;
  const day = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const label = (item: Tourney) => `${t(item.type === 'weekly' ? 'tourney.weekly' : 'tourney.weekend')} · ${day.format(item.date_start)} – ${day.format(item.date_end - 1)}`;

  const choice = (item: Tourney) => (
    <li key={item.id}>
      <button type="button" className="tourney-pick" aria-pressed={item.id === selected?.id} onClick={() => setChosen(item.id)}>
        <span>{label(item)}</span>
        <span className={`badge${item.closed ? '' : ' badge--success'}`}>{t(item.closed ? 'tourney.closed' : 'tourney.running')}</span>
      </button>
    </li>
  );

  return (
    <div className="tourney">
      {failed && <Alert tone={online ? 'error' : 'info'}>{t(online ? 'tourney.load_error' : 'tourney.offline')}</Alert>}
      <div className="tourney__lists">
        <section aria-labelledby="tourney-current">
          <h2 id="tourney-current">{t('tourney.current')}</h2>
          <ul className="tourney-picks">{lists?.value.current.map(choice)}</ul>
        </section>
        {(lists?.value.last.length ?? 0) > 0 && (
          <section aria-labelledby="tourney-last">
            <h2 id="tourney-last">{t('tourney.last')}</h2>
            <ul className="tourney-picks">{lists?.value.last.map(choice)}</ul>
          </section>
        )}
      </div>
      {selected && (
        <section className="tourney__board" aria-labelledby="tourney-board-title">
          <h2 id="tourney-board-title">{label(selected)}</h2>
          <p className="muted">
            {t(selected.closed ? 'tourney.ended_at' : 'tourney.ends_at', { when: when.format(selected.date_end) })}
          </p>
          {shownBoard ? <BoardView board={shownBoard} lang={lang} /> : board === undefined ? null : <p className="muted">{t(online ? 'loading' : 'tourney.offline')}</p>}
        </section>
      )}
    </div>
  );
}

/** What the trader reads of their own standing: a place, or how far they are from one, or nothing yet. */
function myStanding(board: Board, t: ReturnType<typeof useT>, money: (amount: string) => string): string {
  const { me, rules } = board;
  if (!me) return t(board.tourney.closed ? 'tourney.not_ranked_closed' : 'tourney.not_ranked');
  if (me.place !== null) return t('tourney.your_place', { place: String(me.place), profit: money(me.profit), trades: String(me.trades) });
  return t('tourney.not_qualified', {
    trades: String(me.trades),
    min_trades: String(rules?.min_trades ?? 0),
    turnover: money(me.turnover ?? '0'),
    min_turnover: money(String(rules?.min_turnover_usd ?? 0)),
  });
}

function BoardView({ board, lang }: { board: Board; lang: string }) {
  const t = useT();
  const money = (amount: string) => formatMoney(amount, 'USD', lang);
  return (
    <>
      {board.rules && (
        <p className="tourney__rules muted">{t('tourney.rules', { min_trades: String(board.rules.min_trades), min_turnover: money(String(board.rules.min_turnover_usd)) })}</p>
      )}
      <p className="tourney__me" role="status">
        {myStanding(board, t, money)}
      </p>
      {board.rows.length > 0 ? <Leaderboard rows={board.rows} lang={lang} /> : <p className="muted">{t('tourney.empty')}</p>}
      <RewardList rewards={board.rewards} lang={lang} />
    </>
  );
}
