// Dates and times of the app's two languages written out, as Intl.DateTimeFormat gives them (a unit test holds the
// two equal), for what a shell-level part shows: the notifications' times and the chat's. The first Intl formatter a
// page builds loads the ICU data: ~20 ms on a laptop, ~80 ms on a phone, spent in the tap that opens the panel or in
// the load of home that renders the chat. Other languages ask Intl, once per language and style.

type Style = 'dateTime' | 'hourMinute';

const INTL_OPTIONS: Readonly<Record<Style, Intl.DateTimeFormatOptions>> = {
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  hourMinute: { hour: '2-digit', minute: '2-digit' },
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** en's 12-hour clock: "9:07 AM" (or "09:07 AM" with `twoDigitHour`), midnight and noon as 12. */
function englishClock(at: Date, twoDigitHour: boolean): string {
  const hours = at.getHours();
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twoDigitHour ? pad(hour) : hour}:${pad(at.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

const WRITTEN: Readonly<Record<string, (at: Date, style: Style) => string>> = {
  en: (at, style) =>
    style === 'hourMinute'
      ? englishClock(at, true)
      : `${at.getMonth() + 1}/${at.getDate()}/${pad(at.getFullYear() % 100)}, ${englishClock(at, false)}`,
  ru: (at, style) => {
    const clock = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
    return style === 'hourMinute' ? clock : `${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${at.getFullYear()}, ${clock}`;
  },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function viaIntl(at: Date, lang: string, style: Style): string {
  const key = `${lang}/${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, INTL_OPTIONS[style]);
    formats.set(key, format);
  }
  return format.format(at);
}

function clockText(at: number | Date, lang: string, style: Style): string {
  const date = typeof at === 'number' ? new Date(at) : at;
  const written = WRITTEN[lang];
  return written ? written(date, style) : viaIntl(date, lang, style);
}

/** The short date and time in the trader's time zone: "11/28/26, 11:14 PM", "28.11.2026, 23:14". */
export const shortDateTime = (at: number | Date, lang: string): string => clockText(at, lang, 'dateTime');

/** Hours and minutes in the trader's time zone: "09:07 AM", "09:07". */
export const hourMinute = (at: number | Date, lang: string): string => clockText(at, lang, 'hourMinute');
