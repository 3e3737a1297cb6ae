import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fetchNews, type NewsCategory, type NewsItem } from '@/api/news';
import { saveLastCopy, useCopyRefresh, useLastCopy } from '@/db/lastCopy';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { EmptyState } from '@/ui/EmptyState';
import { ArticleDialog } from './ArticleDialog';
import { articleIdFromRoute, articleRoute, categoryFromRoute, itemsOf, NEWS_CATEGORIES, newsListKey, parseNewsList, publishedText, sectionRoute } from './rules';
import { LoadingBlock } from '@/ui/LoadingBlock';

/**
 * Widget `news` (#/show/news): news and analysis from the server's feed, in two sections; an item is a link to its
 * article's address (#/show/news/<id>), which opens the news dialog over the list. The list is kept as its last copy
 * (per language), so it opens offline as last seen.
 */
export default function NewsScreen() {
  const t = useT();
  const lang = currentLang();
  const online = useOnline();
  const [location, navigate] = useLocation();
  const [category, setCategory] = useState<NewsCategory>(() => categoryFromRoute(location));
  // Set when the trader opened the article from this list: closing it is then Back, so Back after closing leaves.
  const openedHere = useRef(false);
  const copy = useLastCopy(newsListKey(lang), parseNewsList);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

  const loadError = useCopyRefresh(lang, (signal) => fetchNews(signal).then((list) => saveLastCopy(newsListKey(lang), list)));

  if (copy === undefined) return <LoadingBlock label={t('loading')} />;
  const list = copy?.value ?? null;
  const open = openArticle(articleIdFromRoute(location), list?.items ?? [], t('news.article'));
  // An article's section is the one shown behind it.
  const shown = open?.category ?? category;
  const items = itemsOf(list, shown);
  const close = () => {
    if (openedHere.current) window.history.back();
    else navigate(sectionRoute(shown), { replace: true });
    openedHere.current = false;
  };

  return (
    <div className="news">
      {loadError && <Alert tone={online ? 'error' : 'info'}>{t(online ? 'news.load_error' : 'news.offline')}</Alert>}
      {!loadError && list?.stale && <Alert tone="warning">{t('news.stale')}</Alert>}
      <div className="tabs" role="tablist" aria-label={t('news.sections')}>
        {NEWS_CATEGORIES.map((name) => (
          <button
            key={name}
            id={`news-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={shown === name}
            aria-controls="news-panel"
            tabIndex={shown === name ? 0 : -1}
            className="tabs__tab"
            onClick={() => setCategory(name)}
            onKeyDown={(event) => {
              // Arrow keys move between the two tabs (WAI-ARIA tabs pattern); Tab goes on to the list.
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = NEWS_CATEGORIES.find((other) => other !== name) ?? name;
              setCategory(next);
              document.getElementById(`news-tab-${next}`)?.focus();
            }}
          >
            {t(name === 'news' ? 'news.tab_news' : 'news.tab_analysis')}
          </button>
        ))}
      </div>
      <div id="news-panel" role="tabpanel" aria-labelledby={`news-tab-${shown}`}>
        {items.length > 0 ? (
          <ul className="news-list">
            {items.map((item) => (
              <li key={item.id}>
                <a className="news-list__item" href={`#${articleRoute(item.id)}`} onClick={() => (openedHere.current = true)}>
                  <span className="news-list__title">{item.title}</span>
                  <span className="news-list__summary">{item.summary}</span>
                  {item.published_at > 0 && <time className="news-list__date muted" dateTime={new Date(item.published_at).toISOString()}>{publishedText(item.published_at, when)}</time>}
                </a>
              </li>
            ))}
          </ul>
        ) : list ? (
          <EmptyState title={t('news.empty')} />
        ) : (
          !loadError && <p className="muted">{t('loading')}</p>
        )}
      </div>
      <ArticleDialog item={open} lang={lang} online={online} onClose={close} />
    </div>
  );
}

/**
 * The item an article's address opens: from the list, or (an address from elsewhere, the list not holding it) a bare
 * one, whose article the dialog asks the server for and says so when it is gone.
 */
function openArticle(id: string | null, items: readonly NewsItem[], fallbackTitle: string): NewsItem | null {
  if (id === null) return null;
  return items.find((item) => item.id === id) ?? { id, category: 'news', title: fallbackTitle, summary: '', published_at: 0 };
}
