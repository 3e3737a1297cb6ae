import { Hono } from 'hono';
import { contactDetails, passwordChange } from '../../common/api/users.calls.ts';
import { clientIp, userAgent } from '../http/client-info.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle, signedOut } from '../http/handle.ts';
import { changeOwnPassword, saveContactDetails } from './account-area-service.ts';

// The account area's contact details (/api/info) and password change (/api/us/security) (server/API.md "Account area");
// its documents live in server/verification/. Rules: ./account-area-service.ts.

export function accountAreaRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, contactDetails, async ({ input, userId, lang, c }) => {
    // A client that does not send `state` leaves the stored one (sent empty, it is checked like any other).
    const form = { email: input.email ?? '', phone: input.phone ?? '', state: 'state' in input ? (input.state ?? '') : undefined, password: input.password ?? '' };
    return (await saveContactDetails(deps, userId, lang, form, { ip: clientIp(c), userAgent: userAgent(c) })) ?? signedOut(c);
  });

  handle(app, passwordChange, async ({ input, userId, lang, c }) => {
    const form = { oldPassword: input.oldPassword ?? '', password: input.password ?? '', repeatPassword: input.repeatPassword ?? '' };
    return (await changeOwnPassword(deps, userId, lang, form, { ip: clientIp(c), userAgent: userAgent(c) }, c.var.session?.id ?? null)) ?? signedOut(c);
  });

  return app;
}
