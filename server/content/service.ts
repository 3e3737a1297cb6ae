import type { AppConfig } from '../../common/api/config.ts';
import type { Deps } from '../deps.ts';
import type { Lang } from '../i18n.ts';
import { findUserById } from '../users/repo.ts';
import { COPY, findFragment, type FragmentKind, notAvailable } from './fragments.ts';
import type { SafeHtml } from './html.ts';

// Spec §7 "Modals and pages" (the server-driven fragments) and what the client needs to know about this server
// before anyone logs in.

/** GET /api/config: the platform's origin, the captcha (none by default) and whether this is the sandbox. */
export function publicConfiguration({ config }: Deps): AppConfig {
  return {
    platformOrigin: config.platformOrigin,
    // Without a configured captcha (the default) the client skips the wait (server/config.ts CaptchaConfig).
    captchaSiteKey: config.captcha?.siteKey ?? null,
    captchaScriptUrl: config.captcha?.scriptUrl ?? null,
    sandbox: config.sandbox,
  };
}

/**
 * A fragment in `lang`: the page, or the "not available" page (404) for a name the server does not serve. A page
 * written for the trader needs one signed in: null without (or when the trader is gone).
 */
export async function fragment(deps: Deps, kind: FragmentKind, name: string, lang: Lang, userId: number | null): Promise<{ html: SafeHtml; status: 200 | 404 } | null> {
  const copy = COPY[lang];
  const found = findFragment(kind, name);
  if (!found) return { html: notAvailable(copy), status: 404 };
  switch (found.access) {
    case 'public':
      return { html: found.render(copy), status: 200 };
    case 'user': {
      const user = userId === null ? null : await findUserById(deps.db, userId);
      return user ? { html: found.render(copy, user), status: 200 } : null;
    }
  }
}
