import type { MouseEvent } from 'react';
import { useT } from '@/i18n/useT';
import { focusMain } from './focusHeading';

/**
 * "Skip to content": the page's first focusable element, shown only while focused. Handled in script because in the
 * signed-in app the hash is the router's (a plain #main would be a route).
 */
function skip(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.scrollTo(0, 0);
  focusMain();
}

export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      {t('app.skip_to_content')}
    </a>
  );
}
