import type { MouseEvent } from 'react';
import { navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { changeLanguage, LANGS, withLang, type Lang } from '@/i18n';
import { useT } from '@/i18n/useT';

const NAMES: Record<Lang, string> = { en: 'English', ru: 'Русский' };

/**
 * EN | RU. The language is the first path segment, so switching is a navigation to the same place under the other
 * prefix (query and hash kept). It reads the browser location directly, not wouter's, because inside the trading
 * app wouter's location is the hash route. The new strings are loaded first so the page flips in one step.
 */
export default function LanguageSwitch({ lang }: { lang: Lang }) {
  const t = useT();
  const [path] = useBrowserLocation();

  const onClick = (event: MouseEvent<HTMLAnchorElement>, next: Lang) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (next === lang) return;
    const target = withLang(location.pathname, next) + location.search + location.hash;
    void changeLanguage(next)
      .catch(() => undefined)
      .finally(() => navigate(target));
  };

  return (
    <nav className="segmented" aria-label={t('layout.language')}>
      {LANGS.map((code) => (
        <a
          key={code}
          className="segmented__item"
          href={withLang(path, code)}
          hrefLang={code}
          lang={code}
          title={NAMES[code]}
          aria-current={code === lang ? 'true' : undefined}
          onClick={(event) => onClick(event, code)}
        >
          {code}
        </a>
      ))}
    </nav>
  );
}
