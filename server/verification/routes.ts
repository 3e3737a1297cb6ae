import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { fileCount, isDocumentType } from '../../common/documents.ts';
import { UPLOAD_HEAD_BYTES, safeFileName, uploadKind, uploadMime, uploadProblem } from '../../common/files.ts';
import { lockUser, USER_LOCK } from '../db/locks.ts';
import { documentFiles, documentStates } from '../db/schema-documents.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { fileReply } from '../http/file-reply.ts';
import { sessionUserId } from '../http/session.ts';
import { saying, t } from '../i18n.ts';
import { findUserById } from '../users/repo.ts';
import { quotaRefusal, withinQuota } from '../users/storage-quota.ts';
import { filesOf, setState, documentsOf } from './service.ts';

// Verification documents and the signature (server/API.md "Account area"): POST /upload, previews
// GET /upload/{type} and /upload/{type}/{x}, remove /upload/{type}/unshift, "I don't have it" /upload/{type}/no,
// the list /api/us/documents.


const say = saying('verification');

const userIdOf = (c: Context<AppEnv>) => sessionUserId(c);

export function documentRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/api/us/documents', async (c) => {
    const user = await findUserById(db, userIdOf(c));
    if (!user) return errorReply(c, 401, 'auth');
    return c.json({ return: true, verification: user.verification, documents: await documentsOf(db, user.id, user.verificationType) });
  });

  /** Multipart {type, doc_type, file}: a document page, or the signature (type "signature") as a PNG. */
  app.post('/upload', async (c) => {
    const lang = c.var.lang;
    const type = c.req.header('Content-Type')?.toLowerCase() ?? '';
    if (!type.startsWith('multipart/form-data')) return c.json({ return: false, code: 'unexpected', message: say(lang, 'unexpected') }, 400);
    const body = await c.req.parseBody();
    const docType = String(body['type'] === 'signature' ? 'signature' : (body['doc_type'] ?? ''));
    if (!isDocumentType(docType)) return c.json({ return: false, code: 'doc_type', field: 'doc_type', message: say(lang, 'doc_type') });
    const part = body['file'] ?? body['signature'];
    if (!(part instanceof File) || part.size === 0) return c.json({ return: false, code: 'no_file', field: 'file', message: say(lang, 'no_file') });
    const data = new Uint8Array(await part.arrayBuffer());
    const problem = uploadProblem(data.subarray(0, UPLOAD_HEAD_BYTES), data.byteLength);
    if (problem === 'file_size') return c.json({ return: false, code: 'too_large', message: t(lang, 'upload.file_size') }, 413);
    const kind = uploadKind(data);
    if (problem === 'file_type' || !kind || (docType === 'signature' && kind !== 'png')) {
      return c.json({ return: false, code: 'file_type', field: 'file', message: t(lang, 'upload.file_type') });
    }
    const userId = userIdOf(c);
    const now = clock.now();
    const max = fileCount(docType);
    // Counted and inserted under the trader's lock, so two uploads at once cannot both take the last place; the
    // storage quota is checked around it.
    let full = false;
    const stored = await withinQuota(db, userId, data.byteLength, now, async () =>
      db.transaction(async (tx) => {
        await lockUser(tx, USER_LOCK.documentUpload, userId);
        if (max !== null && (await filesOf(tx, userId, docType)).length >= max) {
          full = true;
          return false;
        }
        await tx.insert(documentFiles).values({ userId, docType, name: safeFileName(part.name, docType), mime: uploadMime(kind), size: data.byteLength, data, createdAt: now });
        await setState(tx, userId, docType, 'up', now);
        return true;
      }),
    );
    if (full) return c.json({ return: false, code: 'file_count', field: 'file', max, message: say(lang, 'file_count', { count: max ?? 0 }) });
    if (!stored) return quotaRefusal(c);
    const files = await filesOf(db, userId, docType);
    return c.json({ return: true, status: 'up', type: docType, x: files.length - 1 });
  });

  /** A preview, to its owner only, as what it is (its checked type), served as a file (http/file-reply.ts). */
  const preview = async (c: Context<AppEnv>, docType: string, x: number | null) => {
    const files = await filesOf(db, userIdOf(c), docType);
    const chosen = x === null ? files.at(-1) : files[x];
    if (!chosen) return errorReply(c, 404, 'not_found');
    const [row] = await db.select({ data: documentFiles.data }).from(documentFiles).where(eq(documentFiles.id, chosen.id));
    if (!row) return errorReply(c, 404, 'not_found');
    return fileReply({ data: row.data, mime: chosen.mime, name: chosen.name });
  };
  app.get('/upload/:type', (c) => preview(c, c.req.param('type'), null));
  app.get('/upload/:type/:x', (c) => {
    const raw = c.req.param('x');
    return /^\d{1,4}$/.test(raw) ? preview(c, c.req.param('type'), Number(raw)) : errorReply(c, 404, 'not_found');
  });

  /** Removes a file of the type ({x}, or the last one); with none left the type is missing again. */
  app.post('/upload/:type/unshift', async (c) => {
    const docType = c.req.param('type');
    const userId = userIdOf(c);
    const raw = field(await readFields(c), 'x').trim();
    const files = await filesOf(db, userId, docType);
    const chosen = /^\d{1,4}$/.test(raw) ? files[Number(raw)] : files.at(-1);
    if (!chosen) return c.json({ return: false, message: say(c.var.lang, 'unexpected') });
    await db.delete(documentFiles).where(and(eq(documentFiles.id, chosen.id), eq(documentFiles.userId, userId)));
    if (files.length === 1) await db.delete(documentStates).where(and(eq(documentStates.userId, userId), eq(documentStates.docType, docType)));
    return c.json({ return: true });
  });

  /** "I don't have it": the type is marked so (the back office asks for another way). */
  app.post('/upload/:type/no', async (c) => {
    const docType = c.req.param('type');
    if (!isDocumentType(docType)) return c.json({ return: false, message: say(c.var.lang, 'doc_type') });
    await setState(db, userIdOf(c), docType, 'none', clock.now());
    return c.json({ return: true, status: 'none' });
  });

  return app;
}
