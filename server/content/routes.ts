import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { COPY, findFragment, type FragmentKind, notAvailable } from './fragments.ts';
import type { SafeHtml } from './html.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { parseLang } from '../i18n.ts';
import { findUserById } from '../users/repo.ts';

function fragmentReply(c: Context<AppEnv>, body: SafeHtml, status: 200 | 404): Response {
  // The service worker caches each URL (and so each ?lang=) stale-while-revalidate; no-cache makes every
  // network fetch revalidate, and Vary: Cookie keeps one person's page from answering for another.
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Cookie');
  c.header('Content-Type', 'text/html; charset=utf-8');
  return c.body(body.value, status);
}

/** Spec §7 "Modals and pages": /api/pg/{page}, /api/ag/{name}, /api/modal/{name}. */
export function contentRoutes({ db }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const serve = (kind: FragmentKind) => async (c: Context<AppEnv>) => {
    const copy = COPY[parseLang(c.req.query('lang')) ?? c.var.lang];
    const fragment = findFragment(kind, c.req.param('name') ?? '');
    if (!fragment) return fragmentReply(c, notAvailable(copy), 404);
    switch (fragment.access) {
      case 'public':
        return fragmentReply(c, fragment.render(copy), 200);
      case 'user': {
        const session = c.var.session;
        const user = session ? await findUserById(db, session.userId) : null;
        if (!user) return errorReply(c, 401, 'auth');
        return fragmentReply(c, fragment.render(copy, user), 200);
      }
    }
  };

  // A revalidation (no-cache above) of an unchanged fragment answers 304 without the HTML. Weak: compression may
  // change the bytes, not the meaning.
  for (const path of ['/api/pg/*', '/api/ag/*', '/api/modal/*']) app.use(path, etag({ weak: true }));
  app.get('/api/pg/:name', serve('pg'));
  app.get('/api/ag/:name', serve('ag'));
  app.get('/api/modal/:name', serve('modal'));
  return app;
}
