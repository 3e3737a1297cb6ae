import { and, asc, eq, ne } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { isDocumentType, requestedDocuments, type DocumentType } from '../../common/documents.ts';
import { UPLOAD_HEAD_BYTES, UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE, safeFileName, uploadKind, uploadMime, uploadProblem } from '../../common/files.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { type DocumentStatus, documentFiles, documentStates } from '../db/schema-documents.ts';
import { field, readFields } from '../http/body.ts';
import { clientIp, userAgent } from '../http/client-info.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { sessionUserId } from '../http/session.ts';
import { sayFrom } from '../i18n.ts';
import { hashPassword } from '../lib/password.ts';
import { checkPhone, cleanEmail, isStrongEnoughPassword, phoneDigits } from '../lib/validate.ts';
import { deleteUserPlatformSessions } from '../platform/sessions.ts';
import { checkPassword } from '../users/login-throttle.ts';
import { findUserById } from '../users/repo.ts';

// The account area (server/API.md "Account area"): documents and the signature (POST /upload, previews
// GET /upload/{type} and /upload/{type}/{x}, remove /upload/{type}/unshift, "I don't have it" /upload/{type}/no,
// the list /api/us/documents), contact details (/api/info) and the password change (/api/us/security).

const MESSAGES = {
  unexpected: { en: 'Unexpected errors...', ru: 'Непредвиденная ошибка...' },
  no_file: { en: 'Choose a file to upload.', ru: 'Выберите файл для загрузки.' },
  doc_type: { en: 'Unknown document type.', ru: 'Неизвестный тип документа.' },
  email: { en: 'Enter a valid email address.', ru: 'Введите корректный e-mail.' },
  email_taken: { en: 'An account with this email already exists.', ru: 'Аккаунт с таким e-mail уже существует.' },
  phone: { en: 'Enter a phone number of 6 to 15 digits.', ru: 'Введите номер телефона из 6–15 цифр.' },
  phone_us: { en: 'For numbers with the +1 prefix enter exactly 10 digits.', ru: 'Для номеров с кодом +1 введите ровно 10 цифр.' },
  info_saved: { en: 'Your contact details were saved.', ru: 'Контактные данные сохранены.' },
  old_password: { en: 'The current password is wrong.', ru: 'Текущий пароль неверен.' },
  throttled: { en: 'Too many attempts. Please try again in {minutes} minutes.', ru: 'Слишком много попыток. Попробуйте снова через {minutes} мин.' },
  password: {
    en: 'The password needs at least 8 characters, with at least one letter and one digit.',
    ru: 'Пароль должен быть не короче 8 символов и содержать хотя бы одну букву и одну цифру.',
  },
  repeat: { en: 'The passwords do not match.', ru: 'Пароли не совпадают.' },
  same: { en: 'The new password must differ from the current one.', ru: 'Новый пароль должен отличаться от текущего.' },
  password_changed: {
    en: 'Your password was changed. Your other sessions were signed out.',
    ru: 'Пароль изменён. Остальные сеансы завершены.',
  },
} as const;

const say = sayFrom(MESSAGES);

const userIdOf = (c: Context<AppEnv>) => sessionUserId(c);

/** The trader's files of one type, oldest first: `x` is the index in this list. */
function filesOf(db: Db, userId: number, docType: string) {
  return db
    .select({ id: documentFiles.id, name: documentFiles.name, mime: documentFiles.mime, size: documentFiles.size, createdAt: documentFiles.createdAt })
    .from(documentFiles)
    .where(and(eq(documentFiles.userId, userId), eq(documentFiles.docType, docType)))
    .orderBy(asc(documentFiles.id));
}

async function setState(db: Db, userId: number, docType: string, status: DocumentStatus, now: Date, reason = ''): Promise<void> {
  await db
    .insert(documentStates)
    .values({ userId, docType, status, reason, updatedAt: now })
    .onConflictDoUpdate({ target: [documentStates.userId, documentStates.docType], set: { status, reason, updatedAt: now } });
}

/** Every requested type (and the signature) with its status: missing, up, approved, rejected (with reason), none. */
export async function documentsOf(db: Db, userId: number, verificationType: string) {
  const states = await db.select().from(documentStates).where(eq(documentStates.userId, userId));
  const types: DocumentType[] = [...requestedDocuments(verificationType), 'signature'];
  return Promise.all(
    types.map(async (type) => {
      const state = states.find((row) => row.docType === type);
      const files = await filesOf(db, userId, type);
      return {
        type,
        status: state?.status ?? (files.length > 0 ? 'up' : 'missing'),
        reason: state?.reason ?? '',
        files: files.map((file, x) => ({ x, name: file.name, mime: file.mime, size: file.size, created: file.createdAt.getTime() })),
      };
    }),
  );
}

/** Sets a document type's status as a back office would (the sandbox verification control). */
export async function reviewDocument(db: Db, userId: number, docType: string, status: 'approved' | 'rejected', reason: string, now: Date): Promise<void> {
  await setState(db, userId, docType, status, now, status === 'rejected' ? reason : '');
}

export function accountAreaRoutes({ db, clock }: Deps): Hono<AppEnv> {
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
    if (problem === 'file_size') return c.json({ return: false, code: 'too_large', message: UPLOAD_SIZE_MESSAGE }, 413);
    const kind = uploadKind(data);
    if (problem === 'file_type' || !kind || (docType === 'signature' && kind !== 'png')) {
      return c.json({ return: false, code: 'file_type', field: 'file', message: UPLOAD_TYPE_MESSAGE });
    }
    const userId = userIdOf(c);
    const now = clock.now();
    await db.insert(documentFiles).values({ userId, docType, name: safeFileName(part.name, docType), mime: uploadMime(kind), size: data.byteLength, data, createdAt: now });
    await setState(db, userId, docType, 'up', now);
    const files = await filesOf(db, userId, docType);
    return c.json({ return: true, status: 'up', type: docType, x: files.length - 1 });
  });

  /** A preview, to its owner only, as what it is (its checked type), never cached, never sniffed. */
  const preview = async (c: Context<AppEnv>, docType: string, x: number | null) => {
    const files = await filesOf(db, userIdOf(c), docType);
    const chosen = x === null ? files.at(-1) : files[x];
    if (!chosen) return errorReply(c, 404, 'not_found');
    const [row] = await db.select({ data: documentFiles.data }).from(documentFiles).where(eq(documentFiles.id, chosen.id));
    if (!row) return errorReply(c, 404, 'not_found');
    return new Response(Buffer.from(row.data), {
      headers: {
        'Content-Type': chosen.mime,
        'Content-Disposition': `inline; filename="${chosen.name.replace(/[^\w.-]/g, '_')}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
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

  /** Spec §7 /api/info {email, phone}: the trader's contact details, with the server's checks. */
  app.post('/api/info', async (c) => {
    const lang = c.var.lang;
    const fields = await readFields(c);
    const user = await findUserById(db, userIdOf(c));
    if (!user) return errorReply(c, 401, 'auth');
    const email = cleanEmail(field(fields, 'email'));
    if (!email) return c.json({ return: false, field: 'email', message: say(lang, 'email') });
    const digits = phoneDigits(field(fields, 'phone'));
    const phoneProblem = digits === null ? 'phone' : checkPhone(user.phonePrefix, digits);
    if (phoneProblem || digits === null) return c.json({ return: false, field: 'phone', message: say(lang, phoneProblem ?? 'phone') });
    const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, user.id)));
    if (taken) return c.json({ return: false, field: 'email', message: say(lang, 'email_taken') });
    const updated = await db
      .update(users)
      .set({ email, phone: digits })
      .where(eq(users.id, user.id))
      .returning({ id: users.id })
      .catch(() => []);
    if (updated.length === 0) return c.json({ return: false, field: 'email', message: say(lang, 'email_taken') });
    return c.json({ return: true, message: say(lang, 'info_saved') });
  });

  /** Spec §7 /api/us/security: the old password checked under the login throttle; other sessions end, this one stays. */
  app.post('/api/us/security', async (c) => {
    const lang = c.var.lang;
    const fields = await readFields(c);
    const user = await findUserById(db, userIdOf(c));
    if (!user) return errorReply(c, 401, 'auth');
    const oldPassword = field(fields, 'oldPassword');
    const password = field(fields, 'password');
    if (oldPassword === '') return c.json({ return: false, field: 'oldPassword', message: say(lang, 'old_password') });
    if (!isStrongEnoughPassword(password)) return c.json({ return: false, field: 'password', message: say(lang, 'password') });
    if (password !== field(fields, 'repeatPassword')) return c.json({ return: false, field: 'repeatPassword', message: say(lang, 'repeat') });
    const check = await checkPassword(db, 'security', user.email, oldPassword, { ip: clientIp(c), userAgent: userAgent(c) }, clock.now());
    switch (check.kind) {
      case 'throttled':
      case 'address_throttled':
        return c.json({ return: false, code: `login.${check.kind}`, field: 'oldPassword', message: say(lang, 'throttled', { minutes: check.retryMinutes }) });
      case 'wrong':
        return c.json({ return: false, field: 'oldPassword', message: say(lang, 'old_password') });
      case 'ok':
        break;
    }
    if (password === oldPassword) return c.json({ return: false, field: 'password', message: say(lang, 'same') });
    await changePassword(db, user.id, password, c.var.session?.id ?? null);
    return c.json({ return: true, message: say(lang, 'password_changed') });
  });

  return app;
}

/**
 * The one password of a trader (the app and the platform host share it): the new hash, every other app session and
 * every platform session ended; `keepSession`, the app session that asked, stays signed in.
 */
export async function changePassword(db: Db, userId: number, password: string, keepSession: string | null): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await db.delete(sessions).where(keepSession === null ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepSession)));
  await deleteUserPlatformSessions(db, userId);
}
