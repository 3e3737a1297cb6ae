// Support tickets (spec §2, §4 Ticket, §9): the rules both the client and the reference server apply.
// Pure TS, no framework imports.

/** Spec §9: the new-ticket dialog starts on department 12, the support screen's own form on 8; priority 1. */
export const DIALOG_DEPARTMENT = 12;
export const MAIN_VIEW_DEPARTMENT = 8;
export const DEFAULT_PRIORITY = 1;

/**
 * When the support team answers: Monday to Friday, 08:00–20:00 UTC. The one source of every page and text that
 * names the hours (the login and contact pages, the info page, …), so no page promises more than the team gives.
 */
export const SUPPORT_HOURS = { firstDay: 'monday', lastDay: 'friday', opens: '08:00', closes: '20:00', zone: 'UTC' } as const;

const SUPPORT_DAYS: Readonly<Record<'en' | 'ru', string>> = { en: 'Monday to Friday', ru: 'с понедельника по пятницу' };

/**
 * The support hours as words: "Monday to Friday, 08:00–20:00 UTC" / "с понедельника по пятницу, 08:00–20:00 UTC";
 * `start` when they open a sentence or stand alone ("С понедельника…").
 */
export function supportHours(lang: 'en' | 'ru', place: 'inline' | 'start' = 'inline'): string {
  const days = SUPPORT_DAYS[lang];
  const said = place === 'start' ? days.charAt(0).toUpperCase() + days.slice(1) : days;
  return `${said}, ${SUPPORT_HOURS.opens}–${SUPPORT_HOURS.closes} ${SUPPORT_HOURS.zone}`;
}

/** Spec §9: an open ticket view asks for new posts every 3.5 s while it is visible. */
export const TICKET_REFRESH_MS = 3500;

/** Ticket statuses (status_id); spec §4: a reply reopens a ticket (Open). */
export const TICKET_STATUS = { open: 1, answered: 2, closed: 3 } as const;
export type TicketStatusId = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];

export const SUBJECT_MAX = 150;
export const CONTENT_MAX = 5000;
/** Files per post: enough for a statement and a screenshot or two, few enough to stay under the body limit. */
export const MAX_ATTACHMENTS = 3;
/** Spec §5 upload rule: 10 MB per file. */
export { MAX_UPLOAD_BYTES as ATTACHMENT_MAX_BYTES } from './files.ts';

export type TicketField = 'subject' | 'content' | 'department' | 'priority' | 'file';
/** What is wrong with a field; the client maps each to a message in the user's language. */
export type TicketProblem = 'required' | 'too_long' | 'unknown' | 'too_many' | 'file_type' | 'file_size';

export type TicketDraft = { subject: string; content: string; department: number; priority: number };

/** The first problem of a new ticket (fields in the order the form shows them), or null when it can be sent. */
export function ticketDraftProblem(
  draft: TicketDraft,
  known: { departments: readonly number[]; priorities: readonly number[] },
): { field: TicketField; problem: TicketProblem } | null {
  if (!known.departments.includes(draft.department)) return { field: 'department', problem: 'unknown' };
  if (!known.priorities.includes(draft.priority)) return { field: 'priority', problem: 'unknown' };
  const subject = draft.subject.trim();
  if (subject === '') return { field: 'subject', problem: 'required' };
  if (subject.length > SUBJECT_MAX) return { field: 'subject', problem: 'too_long' };
  return replyProblem(draft.content);
}

/** A reply (and a new ticket's content): required, at most CONTENT_MAX characters. */
export function replyProblem(content: string): { field: 'content'; problem: TicketProblem } | null {
  const text = content.trim();
  if (text === '') return { field: 'content', problem: 'required' };
  if (text.length > CONTENT_MAX) return { field: 'content', problem: 'too_long' };
  return null;
}

/** Spec §4: who may do what with a ticket in a status. A closed ticket takes a reply (which reopens it). */
export function canClose(status: number): boolean {
  return status !== TICKET_STATUS.closed;
}

/** The status a ticket takes after a post: a trader's reply reopens it, an agent's answer marks it answered. */
export function statusAfterPost(author: 'trader' | 'agent'): TicketStatusId {
  return author === 'trader' ? TICKET_STATUS.open : TICKET_STATUS.answered;
}
