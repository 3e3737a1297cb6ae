import type { Lang } from '../i18n.ts';

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
