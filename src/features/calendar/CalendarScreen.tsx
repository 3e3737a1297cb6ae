import { useState } from 'react';
import { fetchCalendar } from '@/api/calendar';
import { isApiError } from '@/api/errors';
import { saveLastCopy, useCopyRefresh, useLastCopy } from '@/db/lastCopy';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { EmptyState } from '@/ui/EmptyState';
import { SelectField } from '@/ui/SelectField';
import { EventTable } from './EventTable';
import { calendarKey, copyCovers, countriesOf, DEFAULT_FILTER, filterEvents, groupByDay, parseCalendarCopy, type CalendarFilter, PERIODS, periodRange } from './rules';
import { LoadingBlock } from '@/ui/LoadingBlock';

/**
 * Widget `calendar` (#/show/calendar): the week's economic events from /api/calendar, shown in the trader's time
 * zone, filtered by period (today / week), importance and country. The week is kept as its last copy, so both
 * periods open offline after one visit.
 */
export default function CalendarScreen() {
  const t = useT();
  const lang = currentLang();
  const online = useOnline();
  // The page's "now", fixed when it opens: the periods are the trader's today and the seven days from it.
  const [now] = useState(() => new Date());
  const [filter, setFilter] = useState<CalendarFilter>(DEFAULT_FILTER);
  const copy = useLastCopy(calendarKey(lang), parseCalendarCopy);
  const [week] = useState(() => periodRange('week', now));

  // The server has no calendar source (or its feed is down): a state of its own, not an error, and no old copy
  // passed off as the calendar.
  const [unavailable, setUnavailable] = useState(false);
  const loadError = useCopyRefresh(lang, (signal) =>
    fetchCalendar(week, signal).then(
      (reply) => {
        setUnavailable(false);
        return saveLastCopy(calendarKey(lang), { ...reply, ...week });
      },
      (error: unknown) => {
        if (!isApiError(error, 'http') || error.code !== 'calendar.unavailable') throw error;
        setUnavailable(true);
      },
    ),
  );

  if (unavailable) {
    return (
      <div className="calendar">
        <EmptyState title={t('calendar.unavailable')} description={t('calendar.unavailable_hint')} />
      </div>
    );
  }
  if (copy === undefined) return <LoadingBlock label={t('loading')} />;
  const data = copy?.value ?? null;
  const events = data ? filterEvents(data.events, filter, periodRange(filter.period, now)) : [];
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const regions = new Intl.DisplayNames([lang], { type: 'region' });
  const countryName = (code: string) => (code === 'EU' ? t('calendar.eurozone') : (regions.of(code) ?? code));
  const patch = (changes: Partial<CalendarFilter>) => setFilter((previous) => ({ ...previous, ...changes }));

  return (
    <div className="calendar">
      {loadError && <Alert tone={online ? 'error' : 'info'}>{t(online ? 'calendar.load_error' : 'calendar.offline')}</Alert>}
      {data && !copyCovers(data, week) && <Alert tone="warning">{t('calendar.old_copy', { when: new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(data.from) })}</Alert>}
      <div className="calendar__filters">
        <fieldset className="calendar__period">
          <legend className="field__label">{t('calendar.period')}</legend>
          <div className="segmented">
            {PERIODS.map((period) => (
              <label key={period} className="segmented__item segmented__choice">
                <input type="radio" name="calendar-period" value={period} checked={filter.period === period} onChange={() => patch({ period })} />
                <span>{t(period === 'today' ? 'calendar.today' : 'calendar.week')}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          label={t('calendar.importance')}
          value={String(filter.minImportance)}
          onChange={(event) => patch({ minImportance: event.target.value === '3' ? 3 : event.target.value === '2' ? 2 : 1 })}
          options={[
            { value: '1', label: t('calendar.importance_any') },
            { value: '2', label: t('calendar.importance_medium') },
            { value: '3', label: t('calendar.importance_high') },
          ]}
        />
        <SelectField
          label={t('calendar.country')}
          value={filter.country}
          onChange={(event) => patch({ country: event.target.value })}
          options={[{ value: '', label: t('calendar.country_any') }, ...countriesOf(data?.events ?? []).map((code) => ({ value: code, label: countryName(code) }))]}
        />
      </div>
      <p className="muted calendar__zone">{t('calendar.time_zone', { zone })}</p>
      {events.length > 0 ? (
        groupByDay(events).map((day) => <EventTable key={day.dayKey} day={day} lang={lang} countryName={countryName} />)
      ) : data ? (
        <EmptyState title={t('calendar.empty')} />
      ) : (
        !loadError && <p className="muted">{t('loading')}</p>
      )}
    </div>
  );
}
