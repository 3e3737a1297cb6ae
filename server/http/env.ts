import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Processor } from '../cards/processor.ts';
import type { CalendarSource } from '../calendar/types.ts';
import type { SignalSource } from '../signals/types.ts';
import type { Db } from '../db/client.ts';
import type { Chain, PaymentProvider, RateSource } from '../funding/providers.ts';
import type { Lang } from '../i18n.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { News } from '../news/index.ts';
import type { QuoteSource } from '../platform/quote-source.ts';

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
};

export type Events = {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
};

export type SessionState = { id: string; userId: number };

export type AppEnv = {
  Variables: {
    /** From X-Lang (JSON calls); fragment routes prefer their ?lang= parameter. */
    lang: Lang;
    /** The CSRF token this browser holds (or is being given with this reply). */
    csrfToken: string;
    session: SessionState | null;
    /** The body as its call's input schema passed it (server/http/input.ts); unset where no schema applies. */
    input?: Readonly<Record<string, unknown>>;
  };
};
