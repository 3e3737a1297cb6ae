import { useT } from '@/i18n/useT';
import type { CalendarEvent } from '@/api/calendar';

type Props = { day: { dayKey: string; start: number; events: CalendarEvent[] }; lang: string; countryName(code: string): string };

/** One local day of events. On a phone the rows become cards (calendar CSS); the cells keep their table roles. */
export function EventTable({ day, lang, countryName }: Props) {
  const t = useT();
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });
  const title = new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long' }).format(day.start);
  const id = `calendar-day-${day.dayKey}`;
  const dash = (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('calendar.none')}</span>
    </>
  );
  return (
    <section className="calendar-day" aria-labelledby={id}>
      <h2 id={id} className="calendar-day__title">
        {title}
      </h2>
      <table className="calendar-table">
        <thead>
          <tr>
            <th scope="col">{t('calendar.col_time')}</th>
            <th scope="col">{t('calendar.col_country')}</th>
            <th scope="col">{t('calendar.col_event')}</th>
            <th scope="col">{t('calendar.col_importance')}</th>
            <th scope="col">{t('calendar.col_actual')}</th>
            <th scope="col">{t('calendar.col_forecast')}</th>
            <th scope="col">{t('calendar.col_previous')}</th>
          </tr>
        </thead>
        <tbody>
          {day.events.map((event) => (
            <tr key={event.id} className={`calendar-row calendar-row--${event.importance}`}>
              <td className="calendar-row__time">
                <time dateTime={new Date(event.time).toISOString()}>{time.format(event.time)}</time>
              </td>
              <td className="calendar-row__country">
                <span className="calendar-row__code">{event.country}</span> {countryName(event.country)}
              </td>
              <th scope="row" className="calendar-row__title">
                {event.title}
              </th>
              <td className="calendar-row__importance">
                <span className={`importance importance--${event.importance}`} role="img" aria-label={t('calendar.importance_of', { n: event.importance })}>
                  {[1, 2, 3].map((dot) => (
                    <span key={dot} className={dot <= event.importance ? 'importance__dot importance__dot--on' : 'importance__dot'} aria-hidden="true" />
                  ))}
                </span>
              </td>
              <td data-label={t('calendar.col_actual')} className="calendar-row__figure calendar-row__actual">
                {event.actual ?? dash}
              </td>
              <td data-label={t('calendar.col_forecast')} className="calendar-row__figure">
                {event.forecast ?? dash}
              </td>
              <td data-label={t('calendar.col_previous')} className="calendar-row__figure">
                {event.previous ?? dash}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
