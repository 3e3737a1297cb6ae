import { ATTACHMENT_MAX_BYTES, MAX_ATTACHMENTS, TICKET_STATUS, type TicketField, type TicketProblem } from '@common/support';
import { uploadKind } from '@common/files';
import type { SupportCatalogue, TicketPost, TicketSummary } from '@/api/support';
import type { MessageKey } from '@/i18n';

/** The message for a field's problem (server codes and client checks share these). */
export function problemMessage(field: TicketField, problem: TicketProblem): MessageKey {
  switch (problem) {
    case 'required':
      return field === 'subject' ? 'support.error_subject' : 'support.error_content';
    case 'too_long':
      return field === 'subject' ? 'support.error_subject_long' : 'support.error_content_long';
    case 'unknown':
      return 'support.error_department';
    case 'too_many':
      return 'support.error_too_many';
    case 'file_type':
      return 'support.error_file_type';
    case 'file_size':
      return 'support.error_file_size';
  }
}

/** A server failure's field and code, when it names one we know; otherwise null (show its message). */
export function serverProblem(failure: { field?: string; code?: string }): { field: TicketField; problem: TicketProblem } | null {
  const fields: readonly TicketField[] = ['subject', 'content', 'department', 'priority', 'file'];
  const problems: readonly TicketProblem[] = ['required', 'too_long', 'unknown', 'too_many', 'file_type', 'file_size'];
  const field = fields.find((name) => name === failure.field);
  const problem = problems.find((name) => name === failure.code);
  return field && problem ? { field, problem } : null;
}

/** The files' first problem (count, then each one's type by its bytes and its size), before anything is sent. */
export async function filesProblem(files: readonly Blob[]): Promise<TicketProblem | null> {
  if (files.length > MAX_ATTACHMENTS) return 'too_many';
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (uploadKind(head) === null) return 'file_type';
    if (file.size > ATTACHMENT_MAX_BYTES) return 'file_size';
  }
  return null;
}

/** New posts appended once each, in id order (a refresh may overlap what a reply already added). */
export function mergePosts(posts: readonly TicketPost[], fresh: readonly TicketPost[]): TicketPost[] {
  const seen = new Set(posts.map((post) => post.id));
  return [...posts, ...fresh.filter((post) => !seen.has(post.id))].toSorted((a, b) => a.id - b.id);
}

export function lastPostId(posts: readonly TicketPost[]): number {
  return posts.reduce((max, post) => Math.max(max, post.id), 0);
}

export function titleOf(list: readonly { id: number; title: string }[], id: number): string {
  return list.find((item) => item.id === id)?.title ?? `#${id}`;
}

export function isClosed(ticket: TicketSummary): boolean {
  return ticket.status_id === TICKET_STATUS.closed;
}

/** The status badge's tone: open waits for the desk, answered waits for the trader. */
export function statusTone(statusId: number): 'open' | 'answered' | 'closed' {
  if (statusId === TICKET_STATUS.answered) return 'answered';
  if (statusId === TICKET_STATUS.closed) return 'closed';
  return 'open';
}

export const TICKETS_COPY_KEY = 'support.tickets';
export const CATALOGUE_COPY_KEY = 'support.catalogue';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A stored list copy, re-checked (an older build may have written another shape). */
export function parseTickets(value: unknown): TicketSummary[] | null {
  if (!isRecord(value) || !Array.isArray(value.list)) return null;
  const list = value.list as unknown[];
  return list.every((item) => isRecord(item) && typeof item.id === 'number' && typeof item.subject === 'string' && typeof item.status_id === 'number')
    ? (list as TicketSummary[])
    : null;
}

export function parseCatalogue(value: unknown): SupportCatalogue | null {
  if (!isRecord(value)) return null;
  return Array.isArray(value.departments) && Array.isArray(value.priorities) && Array.isArray(value.statuses) ? (value as SupportCatalogue) : null;
}
