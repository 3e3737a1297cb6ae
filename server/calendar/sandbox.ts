import type { CalendarEvent, CalendarSource, Importance } from './types.ts';

// Sandbox economic calendar: each UTC day's events come from a PRNG seeded by the date, so every call (and every
// process) sees the same week; "actual" appears once the server clock (server/clock.ts, movable by the sandbox)
// has passed the event's time.

type Template = {
  readonly key: string;
  readonly country: string;
  readonly currency: string;
  readonly en: string;
  readonly ru: string;
  readonly importance: Importance;
  /** Typical value and the step it moves by, in tenths (integers: no float drift in the figures). */
  readonly base: number;
  readonly step: number;
  readonly unit: '%' | 'K' | 'B' | '';
};

const TEMPLATES: readonly Template[] = [
  { key: 'us-cpi', country: 'US', currency: 'USD', en: 'CPI (YoY)', ru: 'Индекс потребительских цен (г/г)', importance: 3, base: 31, step: 2, unit: '%' },
  { key: 'us-nfp', country: 'US', currency: 'USD', en: 'Nonfarm payrolls', ru: 'Занятость в несельскохозяйственном секторе', importance: 3, base: 1850, step: 250, unit: 'K' },
  { key: 'us-claims', country: 'US', currency: 'USD', en: 'Initial jobless claims', ru: 'Первичные заявки на пособие по безработице', importance: 2, base: 2200, step: 80, unit: 'K' },
  { key: 'us-retail', country: 'US', currency: 'USD', en: 'Retail sales (MoM)', ru: 'Розничные продажи (м/м)', importance: 2, base: 4, step: 3, unit: '%' },
  { key: 'ez-cpi', country: 'EU', currency: 'EUR', en: 'Eurozone CPI (YoY)', ru: 'ИПЦ еврозоны (г/г)', importance: 3, base: 24, step: 2, unit: '%' },
  { key: 'de-ifo', country: 'DE', currency: 'EUR', en: 'Ifo business climate', ru: 'Индекс делового климата Ifo', importance: 2, base: 858, step: 9, unit: '' },
  { key: 'de-pmi', country: 'DE', currency: 'EUR', en: 'Manufacturing PMI', ru: 'Индекс деловой активности в промышленности', importance: 2, base: 452, step: 8, unit: '' },
  { key: 'gb-gdp', country: 'GB', currency: 'GBP', en: 'GDP (QoQ)', ru: 'ВВП (кв/кв)', importance: 3, base: 3, step: 2, unit: '%' },
  { key: 'gb-claimant', country: 'GB', currency: 'GBP', en: 'Claimant count change', ru: 'Изменение числа безработных', importance: 1, base: 190, step: 60, unit: 'K' },
  { key: 'jp-tankan', country: 'JP', currency: 'JPY', en: 'Tankan large manufacturers index', ru: 'Индекс Танкан крупных производителей', importance: 2, base: 130, step: 20, unit: '' },
  { key: 'jp-trade', country: 'JP', currency: 'JPY', en: 'Trade balance', ru: 'Торговый баланс', importance: 1, base: -4620, step: 900, unit: 'B' },
  { key: 'cn-pmi', country: 'CN', currency: 'CNY', en: 'Caixin manufacturing PMI', ru: 'Индекс PMI Caixin в промышленности', importance: 2, base: 505, step: 7, unit: '' },
  { key: 'ru-cpi', country: 'RU', currency: 'RUB', en: 'CPI (YoY)', ru: 'Индекс потребительских цен (г/г)', importance: 2, base: 84, step: 4, unit: '%' },
  { key: 'ru-rate', country: 'RU', currency: 'RUB', en: 'Key rate decision', ru: 'Решение по ключевой ставке', importance: 3, base: 165, step: 5, unit: '%' },
  { key: 'au-jobs', country: 'AU', currency: 'AUD', en: 'Employment change', ru: 'Изменение числа занятых', importance: 2, base: 250, step: 150, unit: 'K' },
  { key: 'ca-cpi', country: 'CA', currency: 'CAD', en: 'CPI (MoM)', ru: 'ИПЦ (м/м)', importance: 1, base: 2, step: 2, unit: '%' },
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** A week and a day either side is all a screen asks for; a wider range is refused by the route. */
export const MAX_RANGE_MS = 15 * DAY_MS;

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Tenths as text with the unit: 31 → "3.1%" ("3,1%" in Russian), 1850 → "185.0K". */
export function figure(tenths: number, unit: Template['unit'], lang: 'en' | 'ru' = 'en'): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}${lang === 'ru' ? ',' : '.'}${abs % 10}${unit}`;
}

/** The events of one UTC day (day = whole days since the epoch). */
export function dayEvents(day: number, lang: 'en' | 'ru', now: number): CalendarEvent[] {
  const random = prng(day * 2_654_435_761);
  const weekday = new Date(day * DAY_MS).getUTCDay();
  const count = weekday === 0 || weekday === 6 ? Math.floor(random() * 2) : 4 + Math.floor(random() * 4);
  const events: CalendarEvent[] = [];
  const used = new Set<number>();
  for (let i = 0; i < count; i += 1) {
    let index = Math.floor(random() * TEMPLATES.length);
    while (used.has(index)) index = (index + 1) % TEMPLATES.length;
    used.add(index);
    const template = TEMPLATES[index];
    if (!template) continue;
    // Releases on the quarter hour between 00:30 and 21:30 UTC.
    const time = day * DAY_MS + (2 + Math.floor(random() * 85)) * 15 * 60_000;
    const drift = () => Math.round((random() * 2 - 1) * template.step);
    const previous = template.base + drift();
    const forecast = previous + drift();
    const actual = forecast + drift();
    events.push({
      id: `${template.key}-${day}`,
      time,
      country: template.country,
      currency: template.currency,
      title: template[lang],
      importance: template.importance,
      actual: time <= now ? figure(actual, template.unit, lang) : null,
      forecast: figure(forecast, template.unit, lang),
      previous: figure(previous, template.unit, lang),
    });
  }
  return events;
}

export function createSandboxCalendar(): CalendarSource {
  return {
    async events({ from, to }, lang, now) {
      const out: CalendarEvent[] = [];
      for (let day = Math.floor(from / DAY_MS); day * DAY_MS < to; day += 1) {
        for (const event of dayEvents(day, lang, now.getTime())) if (event.time >= from && event.time < to) out.push(event);
      }
      return out.toSorted((a, b) => a.time - b.time || a.id.localeCompare(b.id));
    },
  };
}
