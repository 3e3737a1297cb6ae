import { replyProblem } from '@common/support';
import { useState, type FormEvent } from 'react';
import { attachmentUrl, type SupportCatalogue } from '@/api/support';
import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { TextAreaField } from '@/ui/TextAreaField';
import { AttachmentInput } from './AttachmentInput';
import { filesProblem, isClosed, problemMessage, serverProblem, statusTone, titleOf } from './rules';
import { useTicket } from './useTicket';
import { LoadingBlock } from '@/ui/LoadingBlock';

type Props = { id: number; catalogue: SupportCatalogue | null; lang: string; online: boolean; onBack: () => void };

/** One ticket: its conversation (text only) with attachments, a reply form, close and drop after a confirmation. */
export function TicketView({ id, catalogue, lang, online, onBack }: Props) {
  const t = useT();
  const { state, dispatch, reply, confirm } = useTicket(id);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<{ field: 'content' | 'file' | 'form'; text: string } | null>(null);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const back = (
    <button type="button" className="btn btn--ghost ticket__back" onClick={onBack}>
      ← {t('support.back')}
    </button>
  );

  if (state.tag === 'loading') return <LoadingBlock label={t('loading')} />;
  if (state.tag === 'dropped' || state.tag === 'missing' || state.tag === 'failed') {
    const key = state.tag === 'dropped' ? 'support.dropped' : state.tag === 'missing' ? 'support.missing' : online ? 'support.load_error' : 'support.offline_ticket';
    return (
      <div className="ticket">
        {back}
        <Alert tone={state.tag === 'dropped' ? 'success' : 'error'}>{t(key)}</Alert>
      </div>
    );
  }

  const { ticket, posts, action } = state;
  const statusTitle = catalogue ? titleOf(catalogue.statuses, ticket.status_id) : `#${ticket.status_id}`;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (action !== 'idle' || !online) return;
    const problem = replyProblem(content);
    if (problem) return setError({ field: 'content', text: t(problemMessage('content', problem.problem)) });
    const fileProblem = await filesProblem(files);
    if (fileProblem) return setError({ field: 'file', text: t(problemMessage('file', fileProblem)) });
    setError(null);
    const form = new FormData();
    form.set('id', String(id));
    form.set('content', content);
    for (const file of files) form.append('file', file);
    try {
      const failure = await reply(form);
      if (!failure) {
        setContent('');
        setFiles([]);
        return;
      }
      const known = serverProblem(failure);
      setError(known && known.field !== 'subject' ? { field: known.field === 'file' ? 'file' : 'content', text: t(problemMessage(known.field, known.problem)) } : { field: 'form', text: failure.message });
    } catch {
      setError({ field: 'form', text: t('support.error_send') });
    }
  };

  const confirming = action === 'confirm_close' || action === 'closing' ? 'close' : action === 'confirm_drop' || action === 'dropping' ? 'drop' : null;

  return (
    <article className="ticket" aria-labelledby="ticket-title">
      {back}
      <header className="ticket__head">
        <h2 id="ticket-title">
          <span className="muted">#{ticket.id}</span> {ticket.subject}
        </h2>
        <p className="ticket__meta">
          <span className={`ticket-status ticket-status--${statusTone(ticket.status_id)}`}>{statusTitle}</span>
          {catalogue && <span>{titleOf(catalogue.departments, ticket.department_id)}</span>}
          {catalogue && <span>{t('support.priority_is', { priority: titleOf(catalogue.priorities, ticket.priority_id) })}</span>}
        </p>
      </header>
      {state.error && <Alert tone="error">{t(state.error === 'close' ? 'support.close_error' : 'support.drop_error')}</Alert>}
      <ol className="ticket__posts" aria-label={t('support.conversation')} aria-live="polite">
        {posts.map((post) => (
          <li key={post.id} className={`ticket-post ticket-post--${post.author === 'agent' ? 'agent' : 'trader'}`}>
            <p className="ticket-post__who">
              <strong>{post.author === 'agent' ? (post.agent ?? t('support.agent')) : t('support.you')}</strong>{' '}
              <time dateTime={new Date(post.created_at).toISOString()}>{when.format(post.created_at)}</time>
            </p>
            <p className="ticket-post__text">{post.content}</p>
            {post.attachments.length > 0 && (
              <ul className="ticket-post__files" aria-label={t('support.attachments')}>
                {post.attachments.map((file) => (
                  <li key={file.id}>
                    <a href={attachmentUrl(file.id)} target="_blank" rel="noopener noreferrer">
                      {file.name}
                    </a>{' '}
                    <span className="muted">({Math.max(1, Math.round(file.size / 1024))} KB)</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <form className="ticket__reply" noValidate onSubmit={(event) => void send(event)}>
        {isClosed(ticket) && <p className="muted">{t('support.closed_reply_hint')}</p>}
        <TextAreaField
          label={t('support.reply')}
          value={content}
          rows={4}
          onChange={(event) => setContent(event.target.value)}
          error={error?.field === 'content' ? error.text : null}
        />
        <AttachmentInput files={files} onChange={setFiles} error={error?.field === 'file' ? error.text : null} />
        {error?.field === 'form' && <Alert tone="error">{error.text}</Alert>}
        {!online && <p className="muted">{t('support.offline_send')}</p>}
        <div className="ticket__actions">
          <Button type="submit" variant="primary" loading={action === 'replying'} loadingLabel={t('support.sending')} disabled={!online}>
            {t('support.send_reply')}
          </Button>
          {!isClosed(ticket) && (
            <Button variant="secondary" disabled={!online || action !== 'idle'} onClick={() => dispatch({ type: 'ask_close' })}>
              {t('support.close_ticket')}
            </Button>
          )}
          <Button variant="ghost" disabled={!online || action !== 'idle'} onClick={() => dispatch({ type: 'ask_drop' })}>
            {t('support.drop_ticket')}
          </Button>
        </div>
      </form>
      <Dialog
        open={confirming !== null}
        onClose={() => dispatch({ type: 'cancel' })}
        title={t(confirming === 'drop' ? 'support.drop_title' : 'support.close_title')}
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => dispatch({ type: 'cancel' })} disabled={action === 'closing' || action === 'dropping'}>
              {t('cancel')}
            </Button>
            <Button variant={confirming === 'drop' ? 'danger' : 'primary'} loading={action === 'closing' || action === 'dropping'} onClick={() => void confirm()}>
              {t(confirming === 'drop' ? 'support.drop_confirm' : 'support.close_confirm')}
            </Button>
          </>
        }
      >
        <p>{t(confirming === 'drop' ? 'support.drop_text' : 'support.close_text')}</p>
      </Dialog>
    </article>
  );
}
