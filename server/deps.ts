import type { CalendarSource } from './calendar/types.ts';
import type { Chain, PaymentProvider, RateSource } from './funding/providers.ts';
import type { Chat } from './chat/types.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Helpdesk } from './helpdesk/types.ts';
import type { Mailer } from './mail/mailer.ts';
import type { News } from './news/index.ts';
import type { OfferRules } from './offers/rules.ts';
import type { Processor } from './cards/processor.ts';
import type { QuoteSource } from './platform/quote-source.ts';
import type { SignalSource } from './signals/types.ts';

// What the server is built from: the composition root (server/app.ts) chooses each provider and hands them to the
// capabilities; http/ only carries the request's own state (./http/env.ts).

/** What createApp needs from the outside world; tests pass an in-memory database and a temp client dir. */
export type Deps = {
  config: Config;
  db: Db;
  clock: Clock;
  /** The database's LISTEN side (NOTIFY is a plain query): fan-out to every server process on one database. */
  events?: Events;
  /**
   * The wallet crypto invoices get their addresses from. Left out, createApp takes the one server/app.ts (`providersFor`) picks
   * for the config; none at all: crypto deposits answer `unavailable`.
   */
  chain?: Chain;
  /** The prices crypto invoices are made at, chosen the same way; none: no rates and no account-mode invoices. */
  rates?: RateSource;
  /** The wallet and bank-transfer payments' provider, chosen the same way; none: those payments are declined. */
  payments?: PaymentProvider;
  /** The card processor that decides card charges, chosen the same way; none: card payments are refused as unavailable. */
  cards?: Processor;
  /** How mail goes out (the sandbox's mailbox, SMTP or none), chosen the same way; none: mail is reported as not sent. */
  mailer?: Mailer;
  /** The economic calendar /api/calendar reads, chosen the same way; none: the calendar answers `calendar.unavailable`. */
  calendar?: CalendarSource;
  /**
   * The prices the platform shows, opens trades at and settles on (the sandbox's walk or a real feed), chosen the same
   * way; none: quotes answer `unavailable`, no trade opens and settlement waits.
   */
  quotes?: QuoteSource;
  /** The news /api/news/* serve, chosen the same way; none: the news answers `news.unavailable`. */
  news?: News;
  /**
   * Runs work a reply must not wait for (and must not be timed by): the recovery mail after /api/forget answered.
   * Left out, it runs at once, detached; a test may hold it to look at what the request itself did.
   */
  background?: (task: () => Promise<unknown>) => void;
  /** What the market signal rule reads (server/start.ts runs it); none: only signals issued by hand (sandbox). */
  signals?: SignalSource;
  /** The trading room and support chat; left out, createApp takes the embedded one (on this database). */
  chat?: Chat;
  /** Where support tickets live; left out, createApp takes the embedded helpdesk (on this database). */
  helpdesk?: Helpdesk;
  /** The offers the server makes by itself (null: none); left out, createApp reads the config's OFFER_RULES. */
  offerRules?: OfferRules | null;
};

/** The deps once the composition root (server/app.ts withProviders) has filled in what a test or start left out. */
export type Wired = Deps & { chat: Chat; helpdesk: Helpdesk; offerRules: OfferRules | null };

export type Events = {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
};

