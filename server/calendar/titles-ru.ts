// Russian names for the export's event titles (the feed is English only). A title not listed stays in English:
// better the source's own words than a guessed translation.

const RU: Readonly<Record<string, string>> = {
  'CPI y/y': 'Индекс потребительских цен (г/г)',
  'CPI m/m': 'Индекс потребительских цен (м/м)',
  'Core CPI m/m': 'Базовый индекс потребительских цен (м/м)',
  'CPI Flash Estimate y/y': 'Индекс потребительских цен, предварительная оценка (г/г)',
  'Non-Farm Employment Change': 'Занятость в несельскохозяйственном секторе',
  'Unemployment Rate': 'Уровень безработицы',
  'Federal Funds Rate': 'Ставка по федеральным фондам',
  'Main Refinancing Rate': 'Основная ставка рефинансирования',
  'Official Bank Rate': 'Учётная ставка Банка Англии',
  'Prelim GDP q/q': 'ВВП, предварительные данные (кв/кв)',
  'GDP m/m': 'ВВП (м/м)',
  'Overnight Rate': 'Ставка овернайт',
  'Cash Rate': 'Ключевая ставка',
  'BOJ Policy Rate': 'Ставка Банка Японии',
  'Retail Sales m/m': 'Розничные продажи (м/м)',
  'German ZEW Economic Sentiment': 'Индекс экономических ожиданий ZEW (Германия)',
  'German Ifo Business Climate': 'Индекс делового климата Ifo (Германия)',
  'Unemployment Claims': 'Первичные заявки на пособие по безработице',
};

export function localTitle(title: string, lang: 'en' | 'ru'): string {
  return lang === 'ru' ? (RU[title] ?? title) : title;
}
