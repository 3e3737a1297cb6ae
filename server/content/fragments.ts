import { countryName } from '../../common/countries.ts';
import { usStateName } from '../../common/us-states.ts';
import type { UserRow } from '../db/schema.ts';
import type { Lang } from '../i18n.ts';
import { en } from './copy/en.ts';
import { supportCopy } from './copy/support.ts';
import { communityCopy } from './copy/community.ts';
import { offerCopy } from './copy/offers.ts';
import { withdrawalCopy } from './copy/withdrawal.ts';
import { securityCopy } from './copy/security.ts';
import { settingsCopy } from './copy/settings.ts';
import { ru } from './copy/ru.ts';
import type { Aside, CardDialog, Copy, Item } from './copy/types.ts';
import { fill, html, island, type SafeHtml } from './html.ts';
import { toMinorUnits } from '../lib/money.ts';
import { NEWS_DIALOGS, NEWS_PAGES } from './news-pages.ts';
import { tabMethodName } from '../../common/payment-methods.ts';

// Server-driven fragments (API.md "Server-driven fragments"): plain HTML per language, no scripts, widget
// islands for anything interactive. Only pages the server really serves are linked from here.

export const COPY: Readonly<Record<Lang, Copy>> = { en, ru };

export type FragmentKind = 'pg' | 'ag' | 'modal';

export type Fragment =
  | { readonly access: 'public'; render(copy: Copy): SafeHtml }
  | { readonly access: 'user'; render(copy: Copy, user: UserRow): SafeHtml };

function items(list: readonly Item[]): SafeHtml {
  return html`<ul class="points">${list.map((item) => html`<li><h3>${item.title}</h3><p>${item.text}</p></li>`)}</ul>`;
}

function aside(id: string, copy: Aside): SafeHtml {
  return html`<section class="guest-aside" aria-labelledby="${id}-title">
<h2 id="${id}-title">${copy.title}</h2>
<p class="lead">${copy.lead}</p>
${items(copy.items)}
<p class="note">${copy.note}</p>
</section>`;
}

const guestPage = (id: string, pick: (copy: Copy) => Aside): Fragment => ({
  access: 'public',
  render: (copy) => aside(id, pick(copy)),
});

/** A verified trader who has deposited has walked the first steps: home stops teaching them (it pushed the page down). */
function onboarded(user: UserRow): boolean {
  return user.verification === 'Full' && toMinorUnits(user.depositsTotal, 2) !== 0n;
}

/**
 * The steps as a fallback inside the `get-started` island: the app replaces them with the same steps ticked from
 * what the account shows (a trade placed is known to the platform only, not here).
 */
function getStarted(copy: Copy): SafeHtml {
  return html`<section class="get-started" aria-labelledby="get-started-title">
<h2 id="get-started-title">${copy.home.getStartedTitle}</h2>
<div data-widget="get-started" data-props='{}'><ol class="steps">${copy.home.steps.map((step) => html`<li><h3>${step.href ? html`<a href="${step.href}">${step.title}</a>` : step.title}</h3><p>${step.text}</p></li>`)}</ol></div>
</section>`;
}

const home: Fragment = {
  access: 'user',
  render: (copy, user) => html`<section class="page page-home" aria-labelledby="home-title">
<header class="page-header">
<h1 id="home-title">${fill(toMinorUnits(user.depositsTotal, 2) === 0n ? copy.home.greetingNew : copy.home.greeting, { name: user.firstName })}</h1>
<p class="lead">${copy.home.lead}</p>
</header>
${island('account-summary')}
${island('verification-status')}
${onboarded(user) ? '' : getStarted(copy)}
<aside class="notice"><h2>${copy.home.safety.title}</h2><p>${copy.home.safety.text}</p></aside>
</section>`,
};

const validate: Fragment = {
  access: 'user',
  render: (copy) => html`<section class="page page-validate" aria-labelledby="validate-title">
<h1 id="validate-title">${copy.validate.title}</h1>
<p class="lead">${copy.validate.lead}</p>
<ol class="steps">${copy.validate.items.map((step) => html`<li><h3>${step.title}</h3><p>${step.text}</p></li>`)}</ol>
${island('validate-form')}
<p class="note">${copy.validate.note}</p>
</section>`,
};

const listPage = (id: string, pick: (copy: Copy) => { title: string; lead: string }, widget: string): Fragment => ({
  access: 'user',
  render: (copy) => html`<section class="page page-${id}" aria-labelledby="${id}-title">
<header class="page-header"><h1 id="${id}-title">${pick(copy).title}</h1><p class="lead">${pick(copy).lead}</p></header>
${island(widget)}
</section>`,
});

/** The verification prompt's target (spec §2 personal info and verification): the trader's details and status. */
const personal: Fragment = {
  access: 'user',
  render: (copy, user) => {
    const { fields } = copy.personal;
    const document = copy.personal.documents[user.verificationType] ?? user.verificationType;
    const rows: readonly (readonly [string, string])[] = [
      [fields.name, `${user.firstName} ${user.lastName}`],
      [fields.email, user.email],
      [fields.phone, `+${user.phonePrefix} ${user.phone}`],
      // By name in the page's language: a code ("DE") is not what a trader recognises as their country.
      [fields.country, countryName(user.country, copy === ru ? 'ru' : 'en')],
      // A US resident's state (spec §1 states list); no row elsewhere.
      ...(user.state === '' ? [] : [[fields.state, usStateName(user.state) ?? user.state] as const]),
      [fields.currency, user.currency],
      [fields.document, document],
    ];
    return html`<section class="page page-personal" aria-labelledby="personal-title">
<header class="page-header"><h1 id="personal-title">${copy.personal.title}</h1><p class="lead">${copy.personal.lead}</p></header>
${island('verification-status')}
<section aria-labelledby="personal-details-title">
<h2 id="personal-details-title">${copy.personal.detailsTitle}</h2>
<dl class="details">${rows.map(([term, value]) => html`<div><dt>${term}</dt><dd>${value}</dd></div>`)}</dl>
${island('contact-info', { email: user.email, phone: user.phone, prefix: user.phonePrefix, country: user.country, state: user.state })}
</section>
${island('documents')}
${island('signature')}
<section aria-labelledby="personal-how-title">
<h2 id="personal-how-title">${copy.personal.howTitle}</h2>
${items(copy.personal.items)}
</section>
</section>`;
  },
};

/** The funding page; the widget renders tabs, slider, promo and the card island; other methods' copy rides in its props. */
const funding: Fragment = {
  access: 'user',
  render: (copy) => html`<section class="page page-funding" aria-labelledby="funding-title">
<header class="page-header">
<h1 id="funding-title">${copy.funding.title}</h1>
<p class="lead">${copy.funding.lead}</p>
</header>
${island('offer-note')}
${island('funding', { panels: Object.fromEntries(Object.entries(copy.funding.panels).map(([name, item]) => [name, { title: tabMethodName(name, langOf(copy)), text: item.text }])) })}
<p class="note">${copy.funding.note}</p>
</section>`,
};

/** Spec §2's bitcoin popup, in the funding page's dialog (which carries the title); the invoice button is an island. */
const modalBitcoin: Fragment = {
  access: 'user',
  render: (copy) => html`<section class="modal-bitcoin">
<p class="lead">${copy.bitcoinPopup.lead}</p>
${island('bitcoin-offer')}
<ol class="steps">${copy.bitcoinPopup.steps.map((step) => html`<li><h3>${step.title}</h3><p>${step.text}</p></li>`)}</ol>
<p class="note">${copy.bitcoinPopup.note}</p>
</section>`,
};

/** A card deposit dialog's body text (spec §2); the client's native <dialog> around it keeps title and buttons. */
const cardDialog = (name: CardDialog): Fragment => ({
  access: 'user',
  render: (copy) => html`<section class="dialog-copy dialog-copy--${name}"><p>${copy.cardDialogs[name]}</p></section>`,
});

export const CARD_DIALOGS: readonly CardDialog[] = ['modal', 'modal_risk', 'modal_honor', 'dialog_entro_start', 'dialog_entro_pin'];

/** Spec §2 modal_add_account: text only, inside the client's dialog, which keeps the currency selector and messages. */
const modalAddAccount: Fragment = {
  access: 'user',
  render: (copy) => html`<section class="modal-add-account"><p class="lead">${copy.addAccount.lead}</p><p class="note">${copy.addAccount.note}</p></section>`,
};

/** The language a Copy object belongs to (fragments from areas with their own copy file pick theirs by it). */
function langOf(copy: Copy): Lang {
  return copy === ru ? 'ru' : 'en';
}

/** The support screen; the `support` widget holds the list, the ticket view and the new-ticket form. */
const support: Fragment = {
  access: 'user',
  render: (copy) => {
    const words = supportCopy[langOf(copy)];
    return html`<section class="page page-support" aria-labelledby="support-title">
<header class="page-header"><h1 id="support-title">${words.title}</h1><p class="lead">${words.lead}</p></header>
${island('support')}
<p class="note">${words.note}</p>
</section>`;
  },
};

/** The withdrawal page; the `withdrawal` widget holds the tabs, the form, the case dialogs and the pending list. */
const withdrawal: Fragment = {
  access: 'user',
  render: (copy) => {
    const words = withdrawalCopy[langOf(copy)];
    return html`<section class="page page-withdrawal" aria-labelledby="withdrawal-title">
<header class="page-header"><h1 id="withdrawal-title">${words.title}</h1><p class="lead">${words.lead}</p></header>
${island('withdrawal')}
<p class="note">${words.note}</p>
</section>`;
  },
};

/**
 * The account's protection: the password (the `security` widget), two-factor sign-in, passkeys, and the signed-in
 * sessions (one widget each; the mail of a new sign-in links here). The password's note stays with it, apart from
 * the page's own flow: a phone gives a page's main widget before its note a screen's height (fragment.css), and here
 * more widgets follow.
 */
const security: Fragment = {
  access: 'user',
  render: (copy) => {
    const words = securityCopy[langOf(copy)];
    return html`<section class="page page-security" aria-labelledby="security-title">
<header class="page-header"><h1 id="security-title">${words.title}</h1><p class="lead">${words.lead}</p></header>
<div class="security-part">
${island('security')}
<p class="note">${words.note}</p>
</div>
${island('two-factor')}
${island('passkeys')}
${island('sessions')}
</section>`;
  },
};

/** The trader's settings (which pop-ups may open); the `settings` widget holds the choices. */
const settings: Fragment = {
  access: 'user',
  render: (copy) => {
    const words = settingsCopy[langOf(copy)];
    return html`<section class="page page-settings" aria-labelledby="settings-title">
<header class="page-header"><h1 id="settings-title">${words.title}</h1><p class="lead">${words.lead}</p></header>
${island('settings')}
<p class="note">${words.note}</p>
</section>`;
  },
};

/** The new-ticket dialog's text (spec §7 support_dialog); the client's dialog holds the form. */
const supportDialog: Fragment = {
  access: 'user',
  render: (copy) => {
    const words = supportCopy[langOf(copy)];
    return html`<section class="dialog-copy dialog-copy--support"><p>${words.dialog}</p><p><strong>${words.dialogNote}</strong></p></section>`;
  },
};

/** A page whose words come from the community copy and whose data is one widget. */
const communityPage = (id: 'contest' | 'affiliate', widget: string): Fragment => ({
  access: 'user',
  render: (copy) => {
    const words = communityCopy[langOf(copy)][id];
    return html`<section class="page page-${id}" aria-labelledby="${id}-title">
<header class="page-header"><h1 id="${id}-title">${words.title}</h1><p class="lead">${words.lead}</p></header>
${island(widget)}
<p class="note">${words.note}</p>
</section>`;
  },
});

/** The weekend tournament modal's text (the client's dialog holds the title and the link). */
const tourneyWeekend: Fragment = {
  access: 'user',
  render: (copy) => {
    const words = communityCopy[langOf(copy)].weekend;
    return html`<section class="dialog-copy dialog-copy--tourney"><p class="lead">${words.lead}</p><ul class="points">${words.points.map((point) => html`<li>${point}</li>`)}</ul><p class="note">${words.note}</p></section>`;
  },
};

/** An offer modal's text (its dialog keeps the title, the countdown and the buttons). */
const offerText = (name: keyof (typeof offerCopy)['en']): Fragment => ({
  access: 'user',
  render: (copy) => {
    const words = offerCopy[langOf(copy)][name];
    return html`<section class="dialog-copy dialog-copy--offer"><p class="lead">${words.lead}</p><ul class="points">${words.points.map((point) => html`<li>${point}</li>`)}</ul><p class="note">${words.note}</p></section>`;
  },
});

const FRAGMENTS: Readonly<Record<FragmentKind, Readonly<Record<string, Fragment>>>> = {
  pg: {
    'trading-main': home,
    funding,
    history: listPage('history', (copy) => copy.history, 'trading-history'),
    reports: listPage('reports', (copy) => copy.reports, 'trading-reports'),
    personal,
    security,
    settings,
    support,
    withdrawal,
    contest: communityPage('contest', 'tournaments'),
    affiliate: communityPage('affiliate', 'affiliate'),
    'guest-login': guestPage('guest-login', (copy) => copy.guestLogin),
    'guest-register': guestPage('guest-register', (copy) => copy.guestRegister),
    'guest-forgot': guestPage('guest-forgot', (copy) => copy.guestForgot),
    'guest-contact': guestPage('guest-contact', (copy) => copy.guestContact),
    ...NEWS_PAGES,
  },
  ag: {
    validate,
    modal_bitcoin: modalBitcoin,
    modal_add_account: modalAddAccount,
    support_dialog: supportDialog,
    tourney_weekend: tourneyWeekend,
    modal_5_risk_free: offerText('modal_5_risk_free'),
    modal_iq_one: offerText('modal_iq_one'),
    ladder: offerText('ladder'),
    signals: offerText('signals'),
    ...NEWS_DIALOGS,
    ...Object.fromEntries(CARD_DIALOGS.map((name) => [name, cardDialog(name)])),
  },
  modal: { limited: offerText('limited') },
};

export function findFragment(kind: FragmentKind, name: string): Fragment | null {
  const table = FRAGMENTS[kind];
  return Object.hasOwn(table, name) ? (table[name] ?? null) : null;
}

/** Every fragment name per kind (tests walk them all). */
export function fragmentNames(kind: FragmentKind): string[] {
  return Object.keys(FRAGMENTS[kind]);
}

export function notAvailable(copy: Copy): SafeHtml {
  return html`<section class="page page-missing"><h1>${copy.notAvailable.title}</h1><p>${copy.notAvailable.text}</p><p><a class="btn btn--primary" href="#/home">${copy.notAvailable.back}</a></p></section>`;
}
