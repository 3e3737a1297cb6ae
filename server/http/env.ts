import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Processor } from '../cards/processor.ts';
import type { Db } from '../db/client.ts';
import type { Lang } from '../i18n.ts';

/** What createApp needs from the outside world; tests pass an in-memory database and a temp client dir. */
export type Deps = {
  config: Config;
  db: Db;
  clock: Clock;
  /** The database's LISTEN side (NOTIFY is a plain query): fan-out to every server process on one database. */
  events?: Events;
  /**
   * The card processor that decides card charges. Absent: none is configured, and every card payment is refused
   * as unavailable without charging. createApp puts in the sandbox's while SANDBOX is on and none is given.
   */
  cards?: Processor;
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
  };
};
