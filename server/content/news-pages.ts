import type { Lang } from '../i18n.ts';
import type { Copy } from './copy/types.ts';
import { newsCopy } from './copy/news.ts';
import { ru } from './copy/ru.ts';
import type { Fragment } from './fragments.ts';
import { html, island } from './html.ts';

// pg/news, pg/calendar, pg/info, pg/promo and ag/news_dialog. Kept out of fragments.ts (which only spreads
// these tables in) so parallel work on other pages does not collide here.

const langOf = (copy: Copy): Lang => (copy === ru ? 'ru' : 'en');

/** A page whose data is one widget: title, lead, the island, a note. */
const widgetPage = (id: 'news' | 'calendar', widget: string): Fragment => ({
  access: 'user',
  render: (copy) => {
    const words = newsCopy[langOf(copy)][id];
    return html`<section class="page page-${id}" aria-labelledby="${id}-title">
<header class="page-header"><h1 id="${id}-title">${words.title}</h1><p class="lead">${words.lead}</p></header>
${island(widget)}
<p class="note">${words.note}</p>
</section>`;
  },
});

/** Spec §2 promo code entry: the steps, then the form (the `promo` widget; `#/show/promo/promo` prefills it). */
const promo: Fragment = {
  access: 'user',
  render: (copy) => {
    const words = newsCopy[langOf(copy)].promo;
    return html`<section class="page page-promo" aria-labelledby="promo-title">
<header class="page-header"><h1 id="promo-title">${words.title}</h1><p class="lead">${words.lead}</p></header>
<ol class="steps">${words.steps.map((step) => html`<li><p>${step}</p></li>`)}</ol>
${island('promo')}
<p class="note">${words.note}</p>
</section>`;
  },
};

/** One titled part of the info page. */
const section = (id: string, part: { title: string; paragraphs: readonly string[] }) => html`<section aria-labelledby="info-${id}-title">
<h2 id="info-${id}-title">${part.title}</h2>
${part.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
</section>`;

/** Spec §2 legacy info page: static, real content in both languages. */
const info: Fragment = {
  access: 'user',
  render: (copy) => {
    const words = newsCopy[langOf(copy)].info;
    return html`<section class="page page-info" aria-labelledby="info-title">
<header class="page-header"><h1 id="info-title">${words.title}</h1><p class="lead">${words.lead}</p></header>
${words.sections.map((part, index) => section(String(index), part))}
<section aria-labelledby="info-contacts-title">
<h2 id="info-contacts-title">${words.contacts.title}</h2>
<dl class="details">${words.contacts.rows.map(([term, value]) => html`<div><dt>${term}</dt><dd>${value.includes('@') ? html`<a href="mailto:${value}">${value}</a>` : value}</dd></div>`)}</dl>
</section>
<aside class="notice" aria-labelledby="info-risk-title"><h2 id="info-risk-title">${words.risk.title}</h2>${words.risk.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}</aside>
</section>`;
  },
};

/** Spec §7 ag/news_dialog: the dialog's own text under the article (the client's dialog holds title and article). */
const newsDialog: Fragment = {
  access: 'user',
  render: (copy) => html`<p class="dialog-copy dialog-copy--news note">${newsCopy[langOf(copy)].newsDialog.note}</p>`,
};

export const NEWS_PAGES: Readonly<Record<string, Fragment>> = {
  news: widgetPage('news', 'news'),
  calendar: widgetPage('calendar', 'calendar'),
  info,
  promo,
};

export const NEWS_DIALOGS: Readonly<Record<string, Fragment>> = { news_dialog: newsDialog };
