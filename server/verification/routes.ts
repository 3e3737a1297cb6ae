import { type Context, Hono } from 'hono';
import { documentFile as fileCall, latestDocumentFile, listDocuments, noDocument, removeDocumentFile as removeCall, uploadDocument as uploadCall } from '../../common/api/verification.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { errorReply } from '../http/errors.ts';
import { fileReply } from '../http/file-reply.ts';
import { handle, refuse, signedOut } from '../http/handle.ts';
import { type Lang, saying, t } from '../i18n.ts';
import { overQuota } from '../users/storage-quota.ts';
import { documentFile, markDocumentMissing, removeDocumentFile, type UploadRefusal, uploadDocument, verificationOf } from './service.ts';

// Verification documents and the signature (server/API.md "Account area"): POST /upload, previews
// GET /upload/{type} and /upload/{type}/{x}, remove /upload/{type}/unshift, "I don't have it" /upload/{type}/no,
// the list /api/us/documents. Rules: ./service.ts.

const say = saying('verification');

/** A file's index as the path or the form gives it (up to 4 digits), or null. */
const indexOf = (raw: string | undefined) => (raw !== undefined && /^\d{1,4}$/.test(raw.trim()) ? Number(raw.trim()) : null);

function uploadRefused(lang: Lang, refusal: UploadRefusal) {
  switch (refusal.kind) {
    case 'doc_type':
      return refuse(say(lang, 'doc_type'), { code: 'doc_type', field: 'doc_type' });
    case 'no_file':
      return refuse(say(lang, 'no_file'), { code: 'no_file', field: 'file' });
    case 'too_large':
      return refuse(t(lang, 'upload.file_size'), { code: 'too_large', status: 413 });
    case 'file_type':
      return refuse(t(lang, 'upload.file_type'), { code: 'file_type', field: 'file' });
    case 'file_count':
      return refuse(say(lang, 'file_count', { count: refusal.max }), { code: 'file_count', field: 'file', extra: { max: refusal.max } });
    case 'quota':
      return overQuota(lang);
  }
}

export function documentRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, listDocuments, async ({ userId, c }) => (await verificationOf(db, userId)) ?? signedOut(c));

  /** Multipart {type, doc_type, file}: a document page, or the signature (type "signature") as a PNG. */
  handle(app, uploadCall, async ({ userId, lang, c }) => {
    const type = c.req.header('Content-Type')?.toLowerCase() ?? '';
    if (!type.startsWith('multipart/form-data')) return refuse(say(lang, 'unexpected'), { code: 'unexpected', status: 400 });
    const body = await c.req.parseBody();
    const docType = String(body['type'] === 'signature' ? 'signature' : (body['doc_type'] ?? ''));
    const part = body['file'] ?? body['signature'];
    const stored = await uploadDocument(db, userId, docType, part instanceof File ? part : null, clock.now());
    return 'x' in stored ? { status: 'up', type: docType, x: stored.x } : uploadRefused(lang, stored);
  });

  /** A preview, to its owner only, as what it is (its checked type), served as a file (http/file-reply.ts). */
  const preview = async (c: Context<AppEnv>, userId: number, x: number | null) => {
    const file = await documentFile(db, userId, c.req.param('type') ?? '', x);
    return file ? fileReply(file) : errorReply(c, 404, 'not_found');
  };
  handle(app, latestDocumentFile, ({ userId, c }) => preview(c, userId, null));
  handle(app, fileCall, async ({ userId, c }) => {
    const x = indexOf(c.req.param('x'));
    return x === null ? errorReply(c, 404, 'not_found') : preview(c, userId, x);
  });

  /** Removes a file of the type ({x}, or the last one); with none left the type is missing again. */
  handle(app, removeCall, async ({ userId, lang, input, c }) =>
    (await removeDocumentFile(db, userId, c.req.param('type') ?? '', indexOf(input.x))) ? {} : refuse(say(lang, 'unexpected')),
  );

  /** "I don't have it": the type is marked so (the back office asks for another way). */
  handle(app, noDocument, async ({ userId, lang, c }) =>
    (await markDocumentMissing(db, userId, c.req.param('type') ?? '', clock.now())) ? { status: 'none' } : refuse(say(lang, 'doc_type')),
  );

  return app;
}
