import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

type Ticket = { id: number; subject: string; status_id: number; department_id: number; priority_id: number };
type Post = { id: number; author: string; content: string; attachments: { id: number; name: string; mime: string }[] };

/** A multipart post the way the client's FormData sends it, with the jar's cookies and CSRF header. */
function multipart(b: Browser, path: string, fields: Record<string, string>, files: { name: string; bytes: Uint8Array; type?: string }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'image/png' }));
  const headers = new Headers({ Cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'X-CSRF-Token': b.cookies.get('csrf') ?? '' });
  return server.app.request(path, { method: 'POST', headers, body: form });
}

function agentReply(id: number, text: string) {
  return server.app.request(`/sandbox/ticket/${id}/reply`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
  });
}

async function openTicket(b: Browser, subject = 'Deposit missing') {
  const reply = await json<{ return: boolean; ticket: Ticket }>(
    await multipart(b, '/api/kayako/form', { department: '12', priority: '1', subject, content: 'My deposit did not arrive.' }, [{ name: 'receipt.png', bytes: PNG }]),
  );
  expect(reply.return).toBe(true);
  return reply.ticket;
}

describe('support tickets (/api/kayako/*)', () => {
  it('init lists departments, priorities and statuses in the language asked', async () => {
    const { app } = await signedInTrader(server, { label: 'sup-init' });
    const en = await json<{ departments: { id: number }[]; priorities: { id: number }[]; statuses: { id: number; title: string }[] }>(await app.post('/api/kayako/init'));
    expect(en.departments.map((d) => d.id)).toEqual(expect.arrayContaining([8, 12]));
    expect(en.priorities.map((p) => p.id)).toContain(1);
    expect(en.statuses.find((s) => s.id === 1)?.title).toBe('Open');
    const ru = await json<{ statuses: { id: number; title: string }[] }>(await app.post('/api/kayako/init', {}, { headers: { 'X-Lang': 'ru' } }));
    expect(ru.statuses.find((s) => s.id === 1)?.title).toBe('Открыт');
  });

  it('form creates a ticket with an attachment; list, ticket, show, post (reopens), close and drop', async () => {
    const { app } = await signedInTrader(server, { label: 'sup-flow' });
    const ticket = await openTicket(app);
    expect(ticket).toMatchObject({ subject: 'Deposit missing', department_id: 12, priority_id: 1, status_id: 1 });

    const list = await json<{ list: Ticket[] }>(await app.post('/api/kayako/list'));
    expect(list.list.map((t) => t.id)).toEqual([ticket.id]);

    const view = await json<{ ticket: Ticket; posts: Post[] }>(await app.post('/api/kayako/ticket', { id: ticket.id }));
    expect(view.posts).toHaveLength(1);
    const file = view.posts[0]?.attachments[0];
    expect(file).toMatchObject({ name: 'receipt.png', mime: 'image/png' });

    const att = await app.send(`/api/kayako/att?id=${file?.id ?? 0}`);
    expect(att.status).toBe(200);
    expect(att.headers.get('Content-Type')).toBe('image/png');
    expect(att.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(att.headers.get('Cache-Control')).toBe('no-store');
    expect(new Uint8Array(await att.arrayBuffer())).toEqual(PNG);

    // The agent answers: status Answered, a notification arrives, show brings only the new post.
    expect((await agentReply(ticket.id, 'We found it, it lands today.')).status).toBe(200);
    const lastSeen = view.posts[0]?.id ?? 0;
    const fresh = await json<{ ticket: Ticket; posts: Post[] }>(await app.post('/api/kayako/show', { id: ticket.id, after: lastSeen }));
    expect(fresh.ticket.status_id).toBe(2);
    expect(fresh.posts.map((p) => [p.author, p.content])).toEqual([['agent', 'We found it, it lands today.']]);
    const notes = await json<{ list: { text: string }[] }>(await app.post('/api/us/notifications'));
    expect(notes.list[0]?.text).toContain(`#${ticket.id}`);

    // Close, then a reply reopens it (spec §4).
    expect((await json<{ ticket: Ticket }>(await app.post('/api/kayako/close', { id: ticket.id }))).ticket.status_id).toBe(3);
    const replied = await json<{ return: boolean; ticket: Ticket }>(await multipart(app, '/api/kayako/post', { id: String(ticket.id), content: 'Still not there.' }));
    expect(replied.ticket.status_id).toBe(1);

    expect(await json(await app.post('/api/kayako/drop', { id: ticket.id }))).toEqual({ return: true });
    expect((await json<{ list: Ticket[] }>(await app.post('/api/kayako/list'))).list).toEqual([]);
    expect((await app.send(`/api/kayako/att?id=${file?.id ?? 0}`)).status).toBe(404);
  });

  it("refuses another trader's ticket and attachment on every call", async () => {
    const owner = await signedInTrader(server, { label: 'sup-owner' });
    const other = await signedInTrader(server, { label: 'sup-other' });
    const ticket = await openTicket(owner.app, 'Private');
    const view = await json<{ posts: Post[] }>(await owner.app.post('/api/kayako/ticket', { id: ticket.id }));
    const fileId = view.posts[0]?.attachments[0]?.id ?? 0;

    for (const path of ['ticket', 'show', 'close', 'drop']) {
      expect((await other.app.post(`/api/kayako/${path}`, { id: ticket.id })).status, path).toBe(404);
    }
    expect((await multipart(other.app, '/api/kayako/post', { id: String(ticket.id), content: 'hi' })).status).toBe(404);
    expect((await other.app.send(`/api/kayako/att?id=${fileId}`)).status).toBe(404);
    expect((await json<{ list: Ticket[] }>(await other.app.post('/api/kayako/list'))).list).toEqual([]);
    // Nothing changed for the owner.
    const after = await json<{ ticket: Ticket; posts: Post[] }>(await owner.app.post('/api/kayako/ticket', { id: ticket.id }));
    expect(after.ticket.status_id).toBe(1);
    expect(after.posts).toHaveLength(1);
  });

  it('checks fields and files: required subject and content, known department, type by bytes', async () => {
    const { app } = await signedInTrader(server, { label: 'sup-check' });
    const base = { department: '8', priority: '1', subject: 'Hello', content: 'Body' };
    const noSubject = await json<{ return: boolean; field: string; code: string }>(await multipart(app, '/api/kayako/form', { ...base, subject: '  ' }));
    expect(noSubject).toMatchObject({ return: false, field: 'subject', code: 'required' });
    expect(await json(await multipart(app, '/api/kayako/form', { ...base, content: '' }))).toMatchObject({ return: false, field: 'content' });
    expect(await json(await multipart(app, '/api/kayako/form', { ...base, department: '99' }))).toMatchObject({ return: false, field: 'department' });
    // An executable named .png is refused by its bytes.
    const exe = await json<{ return: boolean; field: string; message: string }>(
      await multipart(app, '/api/kayako/form', base, [{ name: 'photo.png', bytes: EXE }]),
    );
    expect(exe).toMatchObject({ return: false, field: 'file', message: 'Attach a PNG, JPG or PDF file.' });
    expect((await json<{ list: unknown[] }>(await app.post('/api/kayako/list'))).list).toEqual([]);
  });

  it('needs a session and the CSRF header; the sandbox control checks its input', async () => {
    const anonymous = await server.app.request('/api/kayako/list', { method: 'POST' });
    expect([401, 403]).toContain(anonymous.status);
    const { app } = await signedInTrader(server, { label: 'sup-csrf' });
    expect((await app.post('/api/kayako/list', {}, { csrf: false })).status).toBe(403);
    expect((await agentReply(999999, 'hello')).status).toBe(404);
    const ticket = await openTicket(app);
    expect((await agentReply(ticket.id, '')).status).toBe(400);
    expect((await server.appWith({ SANDBOX: 'off' }).request(`/sandbox/ticket/${ticket.id}/reply`, { method: 'POST', body: '{"text":"x"}' })).status).toBe(404);
  });
});

describe('call-back request (/api/call)', () => {
  it("answers 'calls.error_phone' when empty, queues one call per phone however often it is asked", async () => {
    const { app } = await signedInTrader(server, { label: 'call' });
    expect(await json(await app.post('/api/call', { phone: ' ' }))).toMatchObject({ return: false, field: 'phone', code: 'calls.error_phone' });
    expect(await json(await app.post('/api/call', { phone: '12ab' }))).toMatchObject({ return: false, field: 'phone' });
    const first = await json<{ return: boolean; id: number; phone: string }>(await app.post('/api/call', { phone: '+33 612-345-678' }));
    expect(first).toMatchObject({ return: true, phone: '33612345678' });
    const again = await json<{ id: number }>(await app.post('/api/call', { phone: '33612345678' }));
    expect(again.id).toBe(first.id);
    expect((await server.app.request('/api/call', { method: 'POST' })).status).not.toBe(200);
  });
});
