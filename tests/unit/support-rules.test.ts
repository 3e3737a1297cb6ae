import { describe, expect, it } from 'vitest';
import { callPhoneProblem } from '@common/calls';
import { canClose, DEFAULT_PRIORITY, DIALOG_DEPARTMENT, MAIN_VIEW_DEPARTMENT, statusAfterPost, TICKET_REFRESH_MS, TICKET_STATUS, ticketDraftProblem } from '@common/support';
import { safeFileName, uploadKind, uploadProblem } from '@common/files';
import type { TicketConversation, TicketPost, TicketSummary } from '@/api/support';
import { rootMessage } from '@/app/RootMessage';
import { filesProblem, mergePosts, parseTickets, serverProblem } from '@/features/support/rules';
import { initialTicketState, refreshAfter, ticketReducer, type TicketViewState } from '@/features/support/ticket.machine';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const known = { departments: [8, 12], priorities: [1, 2] };
const draft = { department: 12, priority: 1, subject: 'Deposit', content: 'Where is it?' };

const ticket = (status_id: number): TicketSummary => ({ id: 7, subject: 's', department_id: 12, priority_id: 1, status_id, created_at: 1, updated_at: 2 });
const post = (id: number, author = 'trader'): TicketPost => ({ id, author, agent: null, content: `p${id}`, created_at: id, attachments: [] });
const conversation = (status: number, ids: number[]): TicketConversation => ({ ticket: ticket(status), posts: ids.map((id) => post(id)) });

describe('support constants (spec §9)', () => {
  it('department 12 in the dialog, 8 in the main view, priority 1, refresh 3.5 s', () => {
    expect([DIALOG_DEPARTMENT, MAIN_VIEW_DEPARTMENT, DEFAULT_PRIORITY, TICKET_REFRESH_MS]).toEqual([12, 8, 1, 3500]);
  });
});

describe('new ticket and reply rules', () => {
  it('checks department, priority, subject, then content', () => {
    expect(ticketDraftProblem(draft, known)).toBeNull();
    expect(ticketDraftProblem({ ...draft, department: 9 }, known)).toEqual({ field: 'department', problem: 'unknown' });
    expect(ticketDraftProblem({ ...draft, priority: 5 }, known)).toEqual({ field: 'priority', problem: 'unknown' });
    expect(ticketDraftProblem({ ...draft, subject: '   ' }, known)).toEqual({ field: 'subject', problem: 'required' });
    expect(ticketDraftProblem({ ...draft, subject: 'x'.repeat(151) }, known)).toEqual({ field: 'subject', problem: 'too_long' });
    expect(ticketDraftProblem({ ...draft, content: '' }, known)).toEqual({ field: 'content', problem: 'required' });
    expect(ticketDraftProblem({ ...draft, content: 'x'.repeat(5001) }, known)).toEqual({ field: 'content', problem: 'too_long' });
  });

  it('a reply reopens a ticket, an agent answer marks it answered; a closed ticket cannot be closed again', () => {
    expect(statusAfterPost('trader')).toBe(TICKET_STATUS.open);
    expect(statusAfterPost('agent')).toBe(TICKET_STATUS.answered);
    expect(canClose(TICKET_STATUS.answered)).toBe(true);
    expect(canClose(TICKET_STATUS.closed)).toBe(false);
  });

  it('server failures map back to a field when they name one', () => {
    expect(serverProblem({ field: 'subject', code: 'required' })).toEqual({ field: 'subject', problem: 'required' });
    expect(serverProblem({ field: 'file', code: 'file_type' })).toEqual({ field: 'file', problem: 'file_type' });
    expect(serverProblem({ code: 'not_found' })).toBeNull();
  });
});

describe('attachments (spec §5, type by bytes)', () => {
  it('knows PNG, JPG and PDF by their first bytes only', () => {
    expect(uploadKind(new Uint8Array(PNG))).toBe('png');
    expect(uploadKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(uploadKind(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(uploadKind(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(uploadKind(new Uint8Array([]))).toBeNull();
    expect(uploadProblem(new Uint8Array(PNG), 10 * 1024 * 1024)).toBeNull();
    expect(uploadProblem(new Uint8Array(PNG), 10 * 1024 * 1024 + 1)).toBe('file_size');
  });

  it('checks count, type and size before sending', async () => {
    const png = new Blob([new Uint8Array(PNG)]);
    expect(await filesProblem([png])).toBeNull();
    expect(await filesProblem([png, png, png, png])).toBe('too_many');
    expect(await filesProblem([new Blob(['MZ executable'])])).toBe('file_type');
  });

  it('stores a base name without path or control characters', () => {
    expect(safeFileName('C:\\Users\\me\\scan.pdf')).toBe('scan.pdf');
    expect(safeFileName('../../etc/pass"wd\n')).toBe('passwd');
    expect(safeFileName('', 'attachment')).toBe('attachment');
    expect(safeFileName('')).toBe('file');
  });
});

const ready = (status: number = TICKET_STATUS.open, ids = [1]): TicketViewState => ticketReducer(initialTicketState, { type: 'loaded', conversation: conversation(status, ids) });

describe('ticket view machine', () => {
  it('merges refreshed posts once each, in order, and asks after the last one', () => {
    let state = ready(TICKET_STATUS.open, [1, 2]);
    state = ticketReducer(state, { type: 'refreshed', conversation: conversation(TICKET_STATUS.answered, [2, 3]) });
    expect(state.tag === 'ready' && state.posts.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(state.tag === 'ready' && state.ticket.status_id).toBe(TICKET_STATUS.answered);
    expect(refreshAfter(state)).toBe(3);
    expect(mergePosts([post(3)], [post(1)]).map((p) => p.id)).toEqual([1, 3]);
  });

  it('closes only after a confirmation; a failure shows the close error and keeps the ticket', () => {
    let state = ready();
    expect(ticketReducer(state, { type: 'confirmed' })).toBe(state);
    state = ticketReducer(state, { type: 'ask_close' });
    expect(state.tag === 'ready' && state.action).toBe('confirm_close');
    expect(ticketReducer(state, { type: 'cancel' })).toMatchObject({ action: 'idle' });
    state = ticketReducer(state, { type: 'confirmed' });
    expect(state).toMatchObject({ action: 'closing' });
    expect(ticketReducer(state, { type: 'action_failed' })).toMatchObject({ tag: 'ready', action: 'idle', error: 'close' });
    expect(ticketReducer(state, { type: 'closed', ticket: ticket(TICKET_STATUS.closed) })).toMatchObject({ action: 'idle', ticket: { status_id: 3 } });
  });

  it('a reply (even on a closed ticket) takes the reopened status the server answers', () => {
    let state = ready(TICKET_STATUS.closed);
    state = ticketReducer(state, { type: 'reply_started' });
    expect(state).toMatchObject({ action: 'replying' });
    expect(ticketReducer(state, { type: 'reply_started' })).toBe(state);
    state = ticketReducer(state, { type: 'reply_done', ticket: ticket(TICKET_STATUS.open), posts: [post(2)] });
    expect(state).toMatchObject({ action: 'idle', ticket: { status_id: TICKET_STATUS.open } });
    expect(state.tag === 'ready' && state.posts).toHaveLength(2);
  });

  it('drop after a confirmation; a failing refresh keeps what is shown, a missing ticket does not', () => {
    let state = ready();
    state = ticketReducer(ticketReducer(state, { type: 'ask_drop' }), { type: 'confirmed' });
    expect(state).toMatchObject({ action: 'dropping' });
    expect(ticketReducer(state, { type: 'dropped' })).toEqual({ tag: 'dropped' });
    const shown = ready();
    expect(ticketReducer(shown, { type: 'load_failed', missing: false })).toBe(shown);
    expect(ticketReducer(shown, { type: 'load_failed', missing: true })).toEqual({ tag: 'missing' });
    expect(ticketReducer(initialTicketState, { type: 'load_failed', missing: false })).toEqual({ tag: 'failed' });
  });

  it('a last copy of another shape counts as none', () => {
    expect(parseTickets({ list: [ticket(1)] })).toHaveLength(1);
    expect(parseTickets({ list: [{ id: '1' }] })).toBeNull();
    expect(parseTickets(null)).toBeNull();
  });
});

describe('call-back and root message', () => {
  it("an empty phone is 'calls.error_phone', a short or lettered one invalid", () => {
    expect(callPhoneProblem('  ')).toBe('empty');
    expect(callPhoneProblem('12ab')).toBe('invalid');
    expect(callPhoneProblem('12345')).toBe('invalid');
    expect(callPhoneProblem('+44 (7700) 900-123')).toBeNull();
  });

  it('reads ?message= as text', () => {
    expect(rootMessage('?message=%3Cb%3EHi%3C%2Fb%3E')).toBe('<b>Hi</b>');
    expect(rootMessage('?message=')).toBeNull();
    expect(rootMessage('')).toBeNull();
  });
});
