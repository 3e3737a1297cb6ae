import { Hono } from 'hono';
import { endOtherSessions as endOthersCall, endSession as endCall, listSessions as listCall } from '../../common/api/security.calls.ts';
import { clientIp } from '../http/client-info.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { errorReply } from '../http/errors.ts';
import { handle } from '../http/handle.ts';
import { endOtherSessions, endSession, listSessions } from './service.ts';

// The trader's signed-in sessions on the Security screen (server/API.md `security`): the list (this one marked), signing
// out one other, and signing out everywhere else (the platform's sessions too). Rules: ./service.ts.

export function sessionRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, listCall, ({ userId, c }) => {
    const session = c.var.session;
    if (!session) return Promise.resolve(errorReply(c, 401, 'auth'));
    return listSessions(db, userId, { id: session.id, ip: clientIp(c) }, clock.now());
  });

  handle(app, endCall, ({ userId, input, lang, c }) => {
    const session = c.var.session;
    if (!session) return Promise.resolve(errorReply(c, 401, 'auth'));
    return endSession(db, userId, session.id, (input.id ?? '').trim(), lang, clock.now());
  });

  handle(app, endOthersCall, ({ userId, lang, c }) => {
    const session = c.var.session;
    if (!session) return Promise.resolve(errorReply(c, 401, 'auth'));
    return endOtherSessions(db, userId, session.id, lang);
  });

  return app;
}
