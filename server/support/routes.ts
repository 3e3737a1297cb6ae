import { type Context, Hono } from 'hono';
import { MAX_ATTACHMENTS, replyProblem, ticketDraftProblem } from '../../common/support.ts';
import { safeFileName, uploadKind, uploadMime, uploadProblem } from '../../common/files.ts';
import { field, type Fields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { fileReply } from '../http/file-reply.ts';
import { sessionUserId } from '../http/session.ts';
import { helpdeskFor } from '../helpdesk/index.ts';
import type { NewAttachment } from '../helpdesk/types.ts';
import { readFields } from '../http/body.ts';
import { ok } from '../http/reply.ts';
import { TicketListSchema } from '../../common/api/support.ts';
import { type Lang, t } from '../i18n.ts';
import { spendBudget } from '../http/too-many.ts';
import { quotaRefusal, withinQuota } from '../users/storage-quota.ts';

// Spec §7 Support: /api/kayako/init, list, form, ticket, post, show, close, drop; GET /api/kayako/att. The
// routes check input and ownership answers; the tickets themselves live behind the Helpdesk interface.

/** The calls that carry files: the body limit lets them through up to the upload size (app.ts). */
export const KAYAKO_UPLOAD_PATHS: readonly string[] = ['/api/kayako/form', '/api/kayako/post'];

const ticketNotFound = (lang: Lang) => ({ return: false, code: 'not_found', message: t(lang, 'support.ticket_not_found') }) as const;

type Files = { ok: true; files: NewAttachment[] } | { ok: false; problem: 'too_many' | 'file_type' | 'file_size' };

/** The form fields and the `file` parts of a multipart (or JSON, no files) body. */
async function readTicketBody(c: Context<AppEnv>): Promise<{ fields: Fields; files: File[] }> {
  const type = c.req.header('Content-Type')?.toLowerCase() ?? '';
  if (!type.startsWith('multipart/form-data')) return { fields: await readFields(c), files: [] };
  const body = await c.req.parseBody({ all: true });
  const raw = body.file ?? body['file[]'];
  const parts = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
  return { fields, files: parts.filter((part): part is File => typeof part !== 'string' && part.size > 0) };
}

/** Each file's type by its bytes and its size (spec §5), before anything is stored. */
async function checkFiles(parts: readonly File[]): Promise<Files> {
  if (parts.length > MAX_ATTACHMENTS) return { ok: false, problem: 'too_many' };
  const files: NewAttachment[] = [];
  for (const part of parts) {
    const data = new Uint8Array(await part.arrayBuffer());
    const problem = uploadProblem(data.subarray(0, 16), data.byteLength);
    if (problem) return { ok: false, problem };
    const kind = uploadKind(data);
    if (!kind) return { ok: false, problem: 'file_type' };
    files.push({ name: safeFileName(part.name, 'attachment'), mime: uploadMime(kind), data });
  }
  return { ok: true, files };
}

/** Why attachments were refused, in the trader's language. */
function fileMessage(lang: Lang, problem: 'too_many' | 'file_type' | 'file_size'): string {
  switch (problem) {
    case 'too_many':
      return `At most ${MAX_ATTACHMENTS} files.`;
    case 'file_type':
      return t(lang, 'upload.file_type');
    case 'file_size':
      return t(lang, 'upload.file_size');
  }
}

const bytesOf = (files: readonly NewAttachment[]) => files.reduce((sum, file) => sum + file.data.byteLength, 0);

function idIn(fields: Fields, name = 'id'): number | null {
  const raw = field(fields, name).trim();
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

function numberIn(fields: Fields, name: string): number | null {
  const raw = field(fields, name).trim();
  return /^\d{1,4}$/.test(raw) ? Number(raw) : null;
}

/** The signed-in trader (routes need a session unless they are public). */
const userOf = (c: Context<AppEnv>) => sessionUserId(c);

export function supportRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const helpdesk = helpdeskFor(db);
  const app = new Hono<AppEnv>();

  app.post('/api/kayako/init', (c) => c.json({ return: true, ...helpdesk.catalogue(c.var.lang === 'ru' ? 'ru' : 'en') }));

  app.post('/api/kayako/list', async (c) => ok(c, TicketListSchema, { list: await helpdesk.list(userOf(c)) }));

  app.post('/api/kayako/form', async (c) => {
    const { fields, files: parts } = await readTicketBody(c);
    const catalogue = helpdesk.catalogue('en');
    const draft = {
      department: numberIn(fields, 'department') ?? -1,
      priority: numberIn(fields, 'priority') ?? -1,
      subject: field(fields, 'subject'),
      content: field(fields, 'content'),
    };
    const problem = ticketDraftProblem(draft, {
      departments: catalogue.departments.map((item) => item.id),
      priorities: catalogue.priorities.map((item) => item.id),
    });
    if (problem) return c.json({ return: false, field: problem.field, code: problem.problem, message: `${problem.field}: ${problem.problem}` });
    const files = await checkFiles(parts);
    if (!files.ok) return c.json({ return: false, field: 'file', code: files.problem, message: fileMessage(c.var.lang, files.problem) });
    const userId = userOf(c);
    const ticket = await withinQuota(db, userId, bytesOf(files.files), clock.now(), async () => {
      // Inside the quota's turn, so a ticket refused for space does not spend the day's budget.
      const overBudget = await spendBudget(c, db, `ticket:user:${userId}`, config.budgets.tickets, clock.now());
      if (overBudget) return overBudget;
      const draftTicket = { department_id: draft.department, priority_id: draft.priority, subject: draft.subject.trim(), content: draft.content.trim(), files: files.files };
      return helpdesk.create(userId, draftTicket, clock.now());
    });
    if (ticket === null) return quotaRefusal(c);
    if (ticket instanceof Response) return ticket;
    return c.json({ return: true, ticket });
  });

  app.post('/api/kayako/ticket', async (c) => {
    const id = idIn(await readFields(c));
    const found = id === null ? null : await helpdesk.ticket(userOf(c), id);
    return found ? c.json({ return: true, ...found }) : c.json(ticketNotFound(c.var.lang), 404);
  });

  app.post('/api/kayako/show', async (c) => {
    const fields = await readFields(c);
    const id = idIn(fields);
    const after = idIn(fields, 'after') ?? 0;
    const found = id === null ? null : await helpdesk.postsAfter(userOf(c), id, after);
    return found ? c.json({ return: true, ...found }) : c.json(ticketNotFound(c.var.lang), 404);
  });

  app.post('/api/kayako/post', async (c) => {
    const { fields, files: parts } = await readTicketBody(c);
    const id = idIn(fields);
    const content = field(fields, 'content');
    const problem = replyProblem(content);
    if (problem) return c.json({ return: false, field: problem.field, code: problem.problem, message: `${problem.field}: ${problem.problem}` });
    const files = await checkFiles(parts);
    if (!files.ok) return c.json({ return: false, field: 'file', code: files.problem, message: fileMessage(c.var.lang, files.problem) });
    if (id === null) return c.json(ticketNotFound(c.var.lang), 404);
    const userId = userOf(c);
    const ticket = await withinQuota(db, userId, bytesOf(files.files), clock.now(), async () => ({ found: await helpdesk.reply(userId, id, content.trim(), files.files, clock.now()) }));
    if (ticket === null) return quotaRefusal(c);
    return ticket.found ? c.json({ return: true, ticket: ticket.found }) : c.json(ticketNotFound(c.var.lang), 404);
  });

  app.post('/api/kayako/close', async (c) => {
    const id = idIn(await readFields(c));
    const ticket = id === null ? null : await helpdesk.close(userOf(c), id, clock.now());
    return ticket ? c.json({ return: true, ticket }) : c.json(ticketNotFound(c.var.lang), 404);
  });

  app.post('/api/kayako/drop', async (c) => {
    const id = idIn(await readFields(c));
    const dropped = id === null ? false : await helpdesk.drop(userOf(c), id);
    return dropped ? c.json({ return: true }) : c.json(ticketNotFound(c.var.lang), 404);
  });

  // GET: a link the browser follows. Owner only; the type is the one found in the bytes at upload.
  app.get('/api/kayako/att', async (c) => {
    const raw = c.req.query('id') ?? '';
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    const file = id === null ? null : await helpdesk.attachment(userOf(c), id);
    if (!file) return c.json({ return: false, code: 'not_found', message: t(c.var.lang, 'support.attachment_not_found') }, 404);
    return fileReply({ data: file.data, mime: file.mime, name: file.name });
  });

  return app;
}
