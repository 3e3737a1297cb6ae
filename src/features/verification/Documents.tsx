import { useCallback, useEffect, useState } from 'react';
import { documentPreviewUrl, fetchDocuments, noDocument, removeDocument, uploadDocument, type DocumentRow } from '@/api/account';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { FilePreview } from './FilePreview';
import { fileProgress, isDocumentType } from '@common/documents';
import { UPLOAD_HEAD_BYTES, uploadProblem } from '@common/files';

/**
 * What the trader's browser checks before a file leaves: its first bytes and its size (the server checks again). The
 * catalogue key of the problem, so it is said in the page's language.
 */
export async function localFileProblem(file: Blob): Promise<'support.error_file_type' | 'support.error_file_size' | null> {
  const head = new Uint8Array(await file.slice(0, UPLOAD_HEAD_BYTES).arrayBuffer());
  switch (uploadProblem(head, file.size)) {
    case 'file_type':
      return 'support.error_file_type';
    case 'file_size':
      return 'support.error_file_size';
    case null:
      return null;
  }
}

type Sending = { type: string; share: number };

/**
 * A two-file document's row says so before the first upload, and how far it has got: "2 files needed: front and
 * back · 1 of 2 uploaded". A one-file type needs no such line.
 */
function FileCount({ type, uploaded }: { type: string; uploaded: number }) {
  const t = useT();
  const progress = isDocumentType(type) ? fileProgress(type, uploaded) : null;
  if (!progress?.sides) return null;
  return (
    <p className="documents__count muted">
      {t('documents.sides_needed', { max: progress.needed })} · {t('documents.uploaded_of', { done: progress.uploaded, max: progress.needed })}
    </p>
  );
}

/**
 * Widget `documents` (spec §2 verification): one row per document type the server asks for, with its status
 * (missing, uploaded, approved, rejected with the reason, "I don't have it"), upload (a file, or the phone's camera)
 * with a progress bar, previews of each file, remove and "I don't have it". Documents are personal data: they are
 * fetched when the page opens and kept nowhere on the device.
 */
export default function Documents() {
  const t = useT();
  const online = useOnline();
  const [rows, setRows] = useState<DocumentRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState<Sending | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});

  // Bumped after every change: the list is read again from the server.
  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    if (!online) return undefined;
    let live = true;
    fetchDocuments().then(
      (reply) => {
        if (!live) return;
        if (reply.ok) setRows(reply.value.documents.filter((row) => row.type !== 'signature'));
        setFailed(!reply.ok);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [online, version]);

  const say = (type: string, message: string | null) => setProblems((all) => ({ ...all, [type]: message ?? '' }));

  const upload = async (type: string, file: File | undefined) => {
    if (!file) return;
    const problem = await localFileProblem(file);
    say(type, problem === null ? null : t(problem));
    if (problem) return;
    setSending({ type, share: 0 });
    const outcome = await uploadDocument({ type: 'doc', docType: type, file, name: file.name }, (share) => setSending({ type, share }), t('documents.unexpected'));
    setSending(null);
    // A file too large is said by the catalogue; the server's own words otherwise (already in the page's language).
    say(type, outcome.ok ? null : outcome.reason === 'size' ? t('support.error_file_size') : outcome.message);
    load();
  };
  const act = async (type: string, action: () => Promise<{ ok: boolean }>) => {
    const reply = await action().catch(() => ({ ok: false }));
    say(type, reply.ok ? null : t('documents.unexpected'));
    load();
  };

  return (
    <section className="documents card" aria-labelledby="documents-title">
      <h2 id="documents-title">{t('documents.title')}</h2>
      <p className="muted">{t('documents.lead')}</p>
      {!online && <Alert tone="warning">{t('documents.offline')}</Alert>}
      {failed && online && <Alert tone="error">{t('documents.load_failed')}</Alert>}
      {rows && (
        <ul className="documents__list">
          {rows.map((row) => {
            const label = isDocumentType(row.type) ? t(`documents.type.${row.type}`) : row.type;
            const busy = sending?.type === row.type;
            // Spec §5 file count: a full type takes no more files until one is removed (the server refuses too).
            const full = row.max !== null && row.files.length >= row.max;
            const closed = !online || busy || full;
            return (
              <li key={row.type} className="documents__row">
                <div className="documents__head">
                  <h3>{label}</h3>
                  <span className={`badge badge--${row.status === 'approved' ? 'success' : row.status === 'rejected' ? 'danger' : row.status === 'up' ? 'brand' : 'warning'}`}>
                    {t(`documents.status.${row.status}`)}
                  </span>
                </div>
                <FileCount type={row.type} uploaded={row.files.length} />
                {row.status === 'rejected' && row.reason && <p className="documents__reason">{t('documents.rejected_reason', { reason: row.reason })}</p>}
                {row.files.length > 0 && (
                  <ul className="documents__files">
                    {row.files.map((file) => (
                      <li key={file.x}>
                        <FilePreview name={file.name} mime={file.mime} url={documentPreviewUrl(row.type, file.x)} />
                        <Button variant="ghost" disabled={!online} onClick={() => void act(row.type, () => removeDocument(row.type, file.x))} aria-label={t('documents.remove_label', { name: file.name })}>
                          {t('documents.remove')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
                {busy && (
                  <progress className="documents__progress" max={1} value={sending.share} aria-label={t('documents.uploading', { name: label })}>
                    {Math.round(sending.share * 100)}%
                  </progress>
                )}
                {problems[row.type] && <p className="field__error" role="alert">{problems[row.type]}</p>}
                {full && row.status !== 'approved' && <p className="muted">{t('documents.full', { max: row.max ?? 0 })}</p>}
                {row.status !== 'approved' && (
                  <div className="documents__actions">
                    <label className={`btn btn--secondary${closed ? ' is-disabled' : ''}`}>
                      {t('documents.upload')}
                      <input
                        type="file"
                        className="sr-only"
                        accept="image/png,image/jpeg,application/pdf"
                        disabled={closed}
                        aria-label={t('documents.upload_label', { name: label })}
                        onChange={(event) => {
                          void upload(row.type, event.target.files?.[0]);
                          event.target.value = '';
                        }}
                      />
                    </label>
                    <label className={`btn btn--ghost${closed ? ' is-disabled' : ''}`}>
                      {t('documents.camera')}
                      <input
                        type="file"
                        className="sr-only"
                        accept="image/*"
                        capture="environment"
                        disabled={closed}
                        aria-label={t('documents.camera_label', { name: label })}
                        onChange={(event) => {
                          void upload(row.type, event.target.files?.[0]);
                          event.target.value = '';
                        }}
                      />
                    </label>
                    {row.status !== 'none' && (
                      <Button variant="ghost" disabled={!online} onClick={() => void act(row.type, () => noDocument(row.type))}>
                        {t('documents.dont_have')}
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
