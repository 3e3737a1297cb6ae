import { MAX_ATTACHMENTS, replyProblem, ticketDraftProblem } from '../../common/support.ts';
import { safeFileName, uploadKind, uploadMime, uploadProblem } from '../../common/files.ts';
import type { Wired } from '../deps.ts';
import type { NewAttachment } from '../helpdesk/types.ts';
import { type Lang, t } from '../i18n.ts';
import { spendSlot } from '../lib/budget.ts';
import { type Refusal, refuse } from '../lib/refusal.ts';
import { overQuota, withinQuota } from '../users/storage-quota.ts';

// Support tickets (spec §4, §7): the drafts and replies are checked here, files by their bytes (spec §5), the space
// they take against the trader's quota, new tickets against the day's budget; the tickets themselves live behind the
// Helpdesk interface (server/helpdesk/), and another trader's ticket is "not found", never "forbidden".

type FileProblem = 'too_many' | 'file_type' | 'file_size';

const ticketNotFound = (lang: Lang) => refuse(t(lang, 'support.ticket_not_found'), { code: 'not_found', status: 404 });

/** Each file's type by its bytes and its size (spec §5), before anything is stored. */
async function checkFiles(parts: readonly File[]): Promise<{ ok: true; files: NewAttachment[] } | { ok: false; problem: FileProblem }> {
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
function filesRefused(lang: Lang, problem: FileProblem): Refusal {
  const message = problem === 'too_many' ? `At most ${MAX_ATTACHMENTS} files.` : t(lang, problem === 'file_type' ? 'upload.file_type' : 'upload.file_size');
  return refuse(message, { code: problem, field: 'file' });
}

const bytesOf = (files: readonly NewAttachment[]) => files.reduce((sum, file) => sum + file.data.byteLength, 0);

export async function catalogue(deps: Wired, lang: Lang) {
  const { departments, priorities, statuses } = deps.helpdesk.catalogue(lang === 'ru' ? 'ru' : 'en');
  return { departments: [...departments], priorities: [...priorities], statuses: [...statuses] };
}

export async function ticketList(deps: Wired, userId: number) {
  return { list: await deps.helpdesk.list(userId) };
}

export type TicketDraft = { department: number | null; priority: number | null; subject: string; content: string };

/** A new ticket: the draft's fields, then its files, then the space and the day's budget. */
export async function openTicket(deps: Wired, userId: number, lang: Lang, draft: TicketDraft, parts: readonly File[]) {
  const { db, clock, config } = deps;
  const helpdesk = deps.helpdesk;
  const known = helpdesk.catalogue('en');
  const checked = { department: draft.department ?? -1, priority: draft.priority ?? -1, subject: draft.subject, content: draft.content };
  const problem = ticketDraftProblem(checked, { departments: known.departments.map((item) => item.id), priorities: known.priorities.map((item) => item.id) });
  if (problem) return refuse(`${problem.field}: ${problem.problem}`, { field: problem.field, code: problem.problem });
  const files = await checkFiles(parts);
  if (!files.ok) return filesRefused(lang, files.problem);
  const made = await withinQuota(db, userId, bytesOf(files.files), clock.now(), async () => {
    // Inside the quota's turn, so a ticket refused for space does not spend the day's budget.
    const overBudget = await spendSlot(db, `ticket:user:${userId}`, config.budgets.tickets, clock.now(), lang);
    if (overBudget) return overBudget;
    const ticket = { department_id: checked.department, priority_id: checked.priority, subject: checked.subject.trim(), content: checked.content.trim(), files: files.files };
    return { ticket: await helpdesk.create(userId, ticket, clock.now()) };
  });
  return made ?? overQuota(lang);
}

/** The trader's reply, with its files; it reopens the ticket (spec §4). */
export async function replyToTicket(deps: Wired, userId: number, lang: Lang, ticketId: number | null, content: string, parts: readonly File[]) {
  const { db, clock } = deps;
  const problem = replyProblem(content);
  if (problem) return refuse(`${problem.field}: ${problem.problem}`, { field: problem.field, code: problem.problem });
  const files = await checkFiles(parts);
  if (!files.ok) return filesRefused(lang, files.problem);
  if (ticketId === null) return ticketNotFound(lang);
  const replied = await withinQuota(db, userId, bytesOf(files.files), clock.now(), async () => ({ found: await deps.helpdesk.reply(userId, ticketId, content.trim(), files.files, clock.now()) }));
  if (replied === null) return overQuota(lang);
  return replied.found ? { ticket: replied.found } : ticketNotFound(lang);
}

export async function ticketConversation(deps: Wired, userId: number, lang: Lang, ticketId: number | null) {
  const found = ticketId === null ? null : await deps.helpdesk.ticket(userId, ticketId);
  return found ?? ticketNotFound(lang);
}

/** The posts after `after` and the ticket's state, for an open view (every 3.5 s). */
export async function newPosts(deps: Wired, userId: number, lang: Lang, ticketId: number | null, after: number) {
  const found = ticketId === null ? null : await deps.helpdesk.postsAfter(userId, ticketId, after);
  return found ?? ticketNotFound(lang);
}

export async function closeTicket(deps: Wired, userId: number, lang: Lang, ticketId: number | null) {
  const ticket = ticketId === null ? null : await deps.helpdesk.close(userId, ticketId, deps.clock.now());
  return ticket ? { ticket } : ticketNotFound(lang);
}

export async function dropTicket(deps: Wired, userId: number, lang: Lang, ticketId: number | null) {
  const dropped = ticketId !== null && (await deps.helpdesk.drop(userId, ticketId));
  return dropped ? {} : ticketNotFound(lang);
}

/** An attachment of the trader's own tickets; the type is the one found in the bytes at upload. */
export async function attachmentFile(deps: Wired, userId: number, lang: Lang, id: number | null) {
  const file = id === null ? null : await deps.helpdesk.attachment(userId, id);
  return file ?? refuse(t(lang, 'support.attachment_not_found'), { code: 'not_found', status: 404 });
}
