import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { modalText, offerText, pageFragment } from '../../common/api/content.calls.ts';
import type { AppEnv, SessionState } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { type Asked, handlePublic, signedOut } from '../http/handle.ts';
import { parseLang } from '../i18n.ts';
import type { FragmentKind } from './fragments.ts';
import type { SafeHtml } from './html.ts';
import { fragment } from './service.ts';

// Spec §7 "Modals and pages": /api/pg/{page}, /api/ag/{name}, /api/modal/{name} (server/API.md "Server-driven
// fragments"). Rules: ./service.ts; the pages themselves: ./fragments.ts.

function fragmentReply(c: Context<AppEnv>, body: SafeHtml, status: 200 | 404): Response {
  // The service worker caches each URL (and so each ?lang=) stale-while-revalidate; no-cache makes every
  // network fetch revalidate, and Vary: Cookie keeps one person's page from answering for another.
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Cookie');
  c.header('Content-Type', 'text/html; charset=utf-8');
  return c.body(body.value, status);
}

export function contentRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** A fragment in its ?lang= (else the request's language), for whoever asks; the trader's pages need a session. */
  const serve = (kind: FragmentKind) => async ({ c, lang, session }: Asked<unknown> & { readonly session: SessionState | null }) => {
    const page = await fragment(deps, kind, c.req.param('name') ?? '', parseLang(c.req.query('lang')) ?? lang, session?.userId ?? null);
    return page ? fragmentReply(c, page.html, page.status) : signedOut(c);
  };

  // A revalidation (no-cache above) of an unchanged fragment answers 304 without the HTML. Weak: compression may
  // change the bytes, not the meaning.
  for (const path of ['/api/pg/*', '/api/ag/*', '/api/modal/*']) app.use(path, etag({ weak: true }));
  handlePublic(app, pageFragment, serve('pg'));
  handlePublic(app, offerText, serve('ag'));
  handlePublic(app, modalText, serve('modal'));
  return app;
}
