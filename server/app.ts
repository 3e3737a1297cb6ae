import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { clientAddresses } from './http/client-info.ts';
import { csrf } from './http/csrf.ts';
import type { AppEnv } from './http/env.ts';
import type { Deps, Wired } from './deps.ts';
import { createEmbeddedChat } from './chat/embedded.ts';
import { loadOfferRules } from './offers/rules.ts';
import { createEmbeddedHelpdesk } from './helpdesk/embedded.ts';
import { errorReply, onError, onNotFound } from './http/errors.ts';
import { authByDefault } from './http/public-api.ts';
import { checkInput } from './http/input.ts';
import { appSecurityHeaders } from './http/security-headers.ts';
import { sessionMiddleware } from './http/session.ts';
import { refuseUnreadableInput } from './http/unreadable.ts';
import { DEFAULT_LANG, LANGS, parseLang } from './i18n.ts';
import { authRoutes } from './auth/routes.ts';
import { CARD_WEBHOOK_PATH, cardRoutes } from './cards/routes.ts';
import { configRoutes } from './content/config-routes.ts';
import { contentRoutes } from './content/routes.ts';
import { cryptoRoutes } from './funding/crypto-routes.ts';
import { accountRoutes } from './users/accounts-routes.ts';
import { practiceRoutes } from './users/practice-routes.ts';
import { paymentRoutes } from './funding/payments-routes.ts';
import { csrfRoutes } from './auth/csrf-routes.ts';
import { fraudRoutes } from './users/validation-routes.ts';
import { fundingRoutes } from './funding/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { platformTokenRoutes } from './auth/platform-token-routes.ts';
import { signalRoutes } from './signals/routes.ts';
import { supportRoutes } from './support/routes.ts';
import { TICKET_UPLOAD_PATHS } from '../common/api/support.calls.ts';
import { usHistoryRoutes } from './history/routes.ts';
import { withdrawalRoutes } from './withdrawal/routes.ts';
import { accountAreaRoutes } from './users/account-area-routes.ts';
import { documentRoutes } from './verification/routes.ts';
import { tourneyRoutes } from './tourney/routes.ts';
import { affiliateRoutes } from './affiliate/routes.ts';
import { offerRoutes } from './offers/routes.ts';
import { popupRoutes } from './popups/routes.ts';
import { CHAT_STREAM_PATH, chatRoutes } from './chat/routes.ts';
import { newsRoutes } from './content/news-routes.ts';
import { twoFactorRoutes } from './two-factor/routes.ts';
import { passkeyRoutes } from './passkeys/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { sandboxChain, sandboxRates } from './sandbox/chain.ts';
import { sandboxPayments } from './sandbox/payments-provider.ts';
import { createSandboxProcessor } from './sandbox/processors/processor.ts';
import { sandboxMailer } from './sandbox/mail.ts';
import { sandboxRoutes } from './sandbox/routes.ts';
import { type Mailer, unconfiguredMailer } from './mail/mailer.ts';
import { smtpMailer } from './mail/smtp.ts';
import { sandboxCalendarRoutes } from './sandbox/calendar.ts';
import { createSandboxNewsSource } from './sandbox/news-source.ts';
import { seed } from './sandbox/seed.ts';
import { newsFrom } from './news/index.ts';
import { type CalendarSource, createFeedCalendar } from './calendar/index.ts';
import type { Clock } from './clock.ts';
import { ASSETS } from './platform/assets.ts';
import { feedQuoteSource } from './platform/quote-feed.ts';
import type { QuoteSource } from './platform/quote-source.ts';
import { walkQuoteSource } from './sandbox/walk-quotes.ts';
import type { Db } from './db/client.ts';
import { createQuoteSignalSource } from './signals/quote-source.ts';
import { clientRoutes, invoiceShellRoutes } from './static/client.ts';
import { signedInUser } from './static/signed-in.ts';
import { COINS } from '../common/coins.ts';
import { MAX_UPLOAD_BYTES } from '../common/files.ts';
import type { Config } from './config.ts';

export type { Deps } from './deps.ts';

// The one place that decides which card processor, chain, rate source and economic calendar the app talks to. No
// real payment provider exists yet: with SANDBOX on the sandbox's, otherwise none, and card and crypto deposits answer
// `unavailable` rather than invent a charge, an address or a price. A real deployment plugs its processor, wallet and
// price feed in here. The calendar is the feed at CALENDAR_URL when set; else, with SANDBOX on, the same reader
// pointed at the sandbox's fixture feed (GET /sandbox/calendar.json, asked in-process: no socket, no gate); else none.
// The platform's prices likewise: the real feed at QUOTES_URL when set; else, with SANDBOX on, the sandbox's simulated
// walk; else none, and the platform says quotes are unavailable, opens no trade and settles none (nothing invents a
// price that moves real balances). Market signals are computed from those quotes (the prices traders trade at) unless
// SIGNAL_RULE is off or there are none. Mail is chosen here too (mailerFor): the sandbox's mailbox, SMTP, or none.

export type Providers = Pick<Deps, 'chain' | 'rates' | 'cards' | 'payments' | 'calendar' | 'quotes' | 'signals' | 'news'>;

const SANDBOX_CALENDAR_URL = 'http://sandbox.invalid/sandbox/calendar.json';

function calendarFor(config: Config, clock: Clock): CalendarSource | undefined {
  if (config.calendarUrl) return createFeedCalendar(config.calendarUrl);
  if (!config.sandbox) return undefined;
  const feed = sandboxCalendarRoutes(clock);
  return createFeedCalendar(SANDBOX_CALENDAR_URL, async (url, init) => feed.request(url, init));
}

function quotesFor(config: Config, clock: Clock, db: Db): QuoteSource | undefined {
  if (config.quotesUrl) return feedQuoteSource({ db, clock }, config.quotesUrl);
  return config.sandbox ? walkQuoteSource(db) : undefined;
}

export function providersFor(config: Config, clock: Clock, db: Db): Providers {
  const calendar = calendarFor(config, clock);
  const quotes = quotesFor(config, clock, db);
  const news = newsFrom(config, config.sandbox ? createSandboxNewsSource() : null);
  const payments: Providers = config.sandbox ? { chain: sandboxChain, rates: sandboxRates, cards: createSandboxProcessor({ db, clock }), payments: sandboxPayments } : {};
  return {
    ...payments,
    ...(calendar ? { calendar } : {}),
    ...(quotes ? { quotes } : {}),
    ...(news ? { news } : {}),
    ...(config.signalRule && quotes ? { signals: createQuoteSignalSource(ASSETS, quotes) } : {}),
  };
}

/**
 * The demo accounts (server/sandbox/seed.ts) are the sandbox's: a production database (SANDBOX off) never gets an
 * account with money. Returns the e-mails created (none on every start after the first).
 */
export function seedAccounts(config: Pick<Config, 'sandbox'>, db: Db, now: Date): Promise<string[]> {
  return config.sandbox ? seed(db, now) : Promise.resolve([]);
}

/**
 * Where mail goes: with SANDBOX on into the sandbox's mailbox (GET /sandbox/mail), so no test or demo ever mails a
 * real person; else over SMTP when SMTP_URL is set; else nowhere, and the mail is reported as not sent.
 */
export function mailerFor(deps: Pick<Deps, 'config' | 'db' | 'clock'>): Mailer {
  const { config } = deps;
  if (config.sandbox) return sandboxMailer(deps.db, deps.clock);
  return config.smtpUrl === null ? unconfiguredMailer : smtpMailer(config.smtpUrl, config.mailFrom);
}

/**
 * `deps` with the providers the config picks wherever the caller gave none (tests pass bare deps). The signal rule
 * reads the quote source the caller gave, when it gave one, so both always speak of the same prices.
 */
export function withProviders(deps: Deps): Wired {
  const chosen = providersFor(deps.config, deps.clock, deps.db);
  const quotes = deps.quotes ?? chosen.quotes;
  const signals = deps.signals ?? (deps.quotes && deps.config.signalRule ? createQuoteSignalSource(ASSETS, deps.quotes) : chosen.signals);
  return {
    ...deps,
    chain: deps.chain ?? chosen.chain,
    rates: deps.rates ?? chosen.rates,
    cards: deps.cards ?? chosen.cards,
    payments: deps.payments ?? chosen.payments,
    mailer: deps.mailer ?? mailerFor(deps),
    calendar: deps.calendar ?? chosen.calendar,
    news: deps.news ?? chosen.news,
    quotes,
    signals,
    chat: deps.chat ?? createEmbeddedChat(deps.db, deps.events),
    helpdesk: deps.helpdesk ?? createEmbeddedHelpdesk(deps.db),
    offerRules: deps.offerRules !== undefined ? deps.offerRules : loadOfferRules(deps.config.offerRules),
  };
}

export const JSON_BODY_LIMIT = 64 * 1024;
/**
 * A file of up to MAX_UPLOAD_BYTES is accepted, so the body that carries it may be a little larger: the multipart
 * boundaries, part headers and form fields ride with it. The file's own size is checked after parsing.
 */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

const tooLarge = (limit: number) => bodyLimit({ maxSize: limit, onError: (c) => errorReply(c, 413, 'too_large') });

// Support tickets carry attachments (spec §5 upload rules) on their create and reply calls.
const isUpload = (path: string) => /^\/upload(?:\/|$)/.test(path) || TICKET_UPLOAD_PATHS.includes(path);

/** Uploads may carry 10 MB; every other body (JSON, forms) 64 KiB. */
function bodyLimits(): MiddlewareHandler {
  const small = tooLarge(JSON_BODY_LIMIT);
  const large = tooLarge(UPLOAD_BODY_LIMIT);
  return (c, next) => (isUpload(c.req.path) ? large(c, next) : small(c, next));
}

const language: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('lang', parseLang(c.req.header('X-Lang')) ?? DEFAULT_LANG);
  await next();
};

/** API replies carry personal data: no cache keeps them unless a route says otherwise (the fragments do). */
const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};

/** The app origin: API, fragments, sandbox controls and the built client. Tests call app.request(). */
export function createApp(given: Deps): Hono<AppEnv> {
  // Tests pass bare deps: whatever card processor, chain or rate source they leave out, the config picks
  // (providersFor above).
  const deps = withProviders(given);
  const { config } = deps;
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(onNotFound);

  app.use('*', clientAddresses(config.trustProxy));
  app.use('*', appSecurityHeaders(config));
  // A Server-Sent Events stream must reach the browser as it is written, not when a compressor's buffer fills.
  const compressing = compress();
  app.use('*', (c, next) => (c.req.path === CHAT_STREAM_PATH ? next() : compressing(c, next)));
  app.use('*', bodyLimits());
  app.use('*', language);
  app.use('*', refuseUnreadableInput);
  for (const path of ['/api/*', '/upload', '/upload/*']) {
    app.use(path, noStoreByDefault);
    app.use(path, csrf(config.appOrigin));
    app.use(path, sessionMiddleware(deps));
    app.use(path, authByDefault);
    app.use(path, checkInput);
  }
  // The trading page is written for the trader signed in (static/client.ts): it reads the session, and hands out the
  // CSRF cookie the app's first call needs, as every API reply does.
  for (const lang of LANGS) app.use(`/${lang}/trading`, csrf(config.appOrigin), sessionMiddleware(deps));

  // API route table (spec §7), one module per group.
  app.route('/', authRoutes(deps));
  app.route('/', fraudRoutes(deps));
  app.route('/', contentRoutes(deps));
  app.route('/', configRoutes(deps));
  app.route('/', csrfRoutes());
  app.route('/', platformTokenRoutes(deps));
  app.route('/', usHistoryRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', signalRoutes(deps));
  // Spec §7 card deposits (server/API.md "Card deposits"), with the processor's signed webhook outside /api/.
  app.route('/', cardRoutes(deps));
  app.route('/', fundingRoutes(deps));
  app.route('/', cryptoRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', practiceRoutes(deps));
  app.route('/', paymentRoutes(deps));
  app.route('/', withdrawalRoutes(deps));
  app.route('/', documentRoutes(deps));
  app.route('/', accountAreaRoutes(deps));
  // Account protection (the Security screen): two-factor sign-in, passkeys (and signing in with one), the sessions.
  app.route('/', twoFactorRoutes(deps));
  app.route('/', passkeyRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', supportRoutes(deps));
  app.route('/', tourneyRoutes(deps));
  app.route('/', affiliateRoutes(deps));
  app.route('/', offerRoutes(deps));
  app.route('/', popupRoutes(deps));
  app.route('/', chatRoutes(deps));
  app.route('/', newsRoutes(deps));
  // GET /api/{coin}/invoice/{guid} → the SPA shell (spec §2), here, before the static table.
  app.route('/', invoiceShellRoutes(config.clientDir, COINS));

  // The sandbox processor's pages tell the app about charges through that webhook, in-process, as a processor's
  // servers would over the network.
  if (config.sandbox) app.route('/', sandboxRoutes(deps, { cardWebhook: ({ body, headers }) => Promise.resolve(app.request(CARD_WEBHOOK_PATH, { method: 'POST', body, headers })) }));

  app.route('/', clientRoutes(config.clientDir, { signedInUser: signedInUser(deps) }));
  return app;
}
