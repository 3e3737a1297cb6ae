import { useEffect, useState } from 'react';
import { fetchArticle, type NewsItem } from '@/api/news';
import { isApiError } from '@/api/http';
import { FragmentText } from '@/content/FragmentText';
import { SanitizedHtml } from '@/content/ServerFragment';
import { saveLastCopy, useLastCopy } from '@/db/lastCopy';
import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';
import { Dialog } from '@/ui/Dialog';
import { articleKey, parseArticle, publishedText } from './rules';

type Props = { item: NewsItem | null; lang: string; online: boolean; onClose(): void };

/** The news dialog (spec §2): the article, then the dialog's own text from ag/news_dialog. */
export function ArticleDialog({ item, lang, online, onClose }: Props) {
  const t = useT();
  return (
    <Dialog open={item !== null} onClose={onClose} title={item?.title ?? ''} closeLabel={t('close')} className="dialog--wide news-dialog">
      {/* Keyed by the article: another one starts with fresh state. */}
      {item && <ArticleBody key={item.id} item={item} lang={lang} online={online} />}
      <FragmentText name="news_dialog" lang={lang}>
        <p className="note">{t('news.dialog_note')}</p>
      </FragmentText>
    </Dialog>
  );
}

/** The article from /api/news/html, sanitized; kept as its last copy, so an article read once opens offline. */
function ArticleBody({ item, lang, online }: { item: NewsItem; lang: string; online: boolean }) {
  const t = useT();
  const copy = useLastCopy(articleKey(item.id), parseArticle);
  const [failed, setFailed] = useState<'gone' | 'error' | null>(null);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' });

  useEffect(() => {
    const controller = new AbortController();
    fetchArticle(item.id, controller.signal)
      .then((article) => saveLastCopy(articleKey(item.id), article))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed(isApiError(error, 'http') && error.code === 'not_found' ? 'gone' : 'error');
      });
    return () => controller.abort();
  }, [item.id]);

  const article = copy?.value ?? null;
  return (
    <>
      {item.published_at > 0 && <p className="muted news-dialog__date">{publishedText(item.published_at, when)}</p>}
      {article ? (
        <>
          <SanitizedHtml html={article.html} className="news-article" />
          {article.link !== '' && (
            <p className="news-dialog__source">
              <a href={article.link} target="_blank" rel="noopener noreferrer">
                {t('news.source')}
              </a>
            </p>
          )}
        </>
      ) : failed ? (
        <Alert tone={online ? 'error' : 'info'}>{t(failed === 'gone' ? 'news.article_gone' : online ? 'news.article_error' : 'news.article_offline')}</Alert>
      ) : (
        <div className="skeleton" role="status" aria-busy="true" aria-label={t('loading')} />
      )}
    </>
  );
}
