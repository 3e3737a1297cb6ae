import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { processRecoveryRequests } from '../../server/auth/recovery.ts';
import { mailOutboxFor } from '../../server/auth/reset-mail.ts';
import { createApp, withProviders } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { mailOutbox, recoveryRequests } from '../../server/db/schema-mail.ts';
import { platformSessions, sessions } from '../../server/db/schema.ts';
import { createPlatformSession } from '../../server/platform/sessions.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Message = { to: string; subject: string; text: string; html: string; sent_at: number };

/** The mail sent to `email`, once the recovery requests waiting have been worked off (what runs after each reply). */
async function mailbox(email: string): Promise<Message[]> {
  await processRecoveryRequests(server.db, mailOutboxFor(withProviders({ config: server.config, db: server.db, clock: server.clock })));
  const reply = await json<{ messages: Message[] }>(await server.app.request(`/sandbox/mail?to=${encodeURIComponent(email)}`));
  return reply.messages;
}

/** The token of a recovery link in a mail's text (it rides in the fragment). */
function tokenIn(text: string, lang = 'en'): string {
  const match = new RegExp(`/${lang}/reset#token=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

async function askRecovery(app: { request: TestServer['app']['request'] }, email: string, lang = 'en') {
  const b = new Browser(app);
  await b.primeCsrf();
  return json(await b.post('/api/forget', { email }, { headers: { 'X-Lang': lang } }));
}

async function lastToken(email: string, lang = 'en'): Promise<string> {
  const messages = await mailbox(email);
  return tokenIn(messages.at(-1)?.text ?? '', lang);
}

async function reset(token: string, password: string, lang = 'en'): Promise<{ browser: Browser; reply: Record<string, unknown> }> {
  const browser = new Browser(server.app);
  await browser.primeCsrf();
  const reply = await json(await browser.post('/api/reset', { token, password }, { headers: { 'X-Lang': lang } }));
  return { browser, reply };
}

/** Waits for the work the recovery request left after its reply (the mail of an app configured with `env`). */
async function afterReply(env: Record<string, string>): Promise<void> {
  await processRecoveryRequests(server.db, mailOutboxFor(withProviders({ config: loadConfig({ DATA_DIR: ':memory:', ...env }), db: server.db, clock: server.clock })));
}

const SENT = { return: true, message: 'If an account exists for this email, we have sent instructions to reset the password.' };

describe('POST /api/forget with the sandbox mailbox', () => {
  it('mails a one-hour link to /{lang}/reset with the token in the fragment, in the asker\'s language', async () => {
    const { email } = await signedInTrader(server, { label: 'mailbox' });
    expect(await askRecovery(server.app, email)).toEqual(SENT);
    const [mail] = await mailbox(email);
    expect(mail).toMatchObject({ to: email, subject: 'Reset your password' });
    expect(mail?.text).toContain(`${server.config.appOrigin}/en/reset#token=`);
    expect(mail?.html).toContain(`href="${server.config.appOrigin}/en/reset#token=`);

    expect(await askRecovery(server.app, email, 'ru')).toMatchObject({ return: true });
    const messages = await mailbox(email);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatchObject({ subject: 'Восстановление пароля' });
    expect(messages[1]?.text).toContain('/ru/reset#token=');
  });

  it('does the same work on the request path for every address: one request row, nothing looked up or mailed before the reply', async () => {
    // An app whose after-the-reply work waits for the test: what is in the database then is what the request did.
    const held: (() => Promise<unknown>)[] = [];
    const app = createApp({ config: server.config, db: server.db, clock: server.clock, background: (task) => void held.push(task) });
    const { email, id } = await signedInTrader(server, { label: 'same-work' });
    const ghost = `nobody-${id}@example.com`;
    for (const address of [email, ghost]) expect(await askRecovery(app, address)).toEqual(SENT);
    expect((await server.db.select().from(recoveryRequests)).filter((row) => row.email === email || row.email === ghost).map((row) => row.email)).toEqual([email, ghost]);
    expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.userId, id))).toEqual([]);
    expect(held).toHaveLength(2);
    await Promise.all(held.map((task) => task()));
    expect(await mailbox(email)).toHaveLength(1);
    expect(await mailbox(ghost)).toEqual([]);
  });

  it('answers the same for an address without an account, and mails nothing', async () => {
    const { email } = await signedInTrader(server, { label: 'known' });
    const ghost = 'nobody-here@example.com';
    expect(await askRecovery(server.app, ghost)).toEqual(await askRecovery(server.app, email));
    expect(await mailbox(ghost)).toEqual([]);
  });

  it('is throttled per e-mail like login: the sixth request in the window is refused', async () => {
    const { email } = await signedInTrader(server, { label: 'throttle' });
    for (let i = 0; i < 5; i += 1) expect(await askRecovery(server.app, email)).toEqual(SENT);
    expect(await askRecovery(server.app, email)).toMatchObject({ return: false, code: 'rate_limited', message: expect.stringMatching(/recovery requests for this email/) });
    expect(await mailbox(email)).toHaveLength(5);
  });
});

describe('POST /api/reset', () => {
  it('sets the password, ends every session of the account and signs this browser in', async () => {
    const trader = await signedInTrader(server, { label: 'reset' });
    const other = new Browser(server.app);
    await other.login(trader.email, 'Trade1234!');
    await createPlatformSession(server.db, trader.id, server.clock.now());
    await askRecovery(server.app, trader.email);

    const { browser, reply } = await reset(await lastToken(trader.email), 'Fresh5678');
    expect(reply).toMatchObject({ return: true, user: { email: trader.email } });
    // The two sessions before are gone; the one row left is the new one, and it works.
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, trader.id))).toHaveLength(1);
    expect(await server.db.select().from(platformSessions).where(eq(platformSessions.userId, trader.id))).toEqual([]);
    expect((await trader.app.post('/api/fraud/user')).status).toBe(401);
    expect((await other.post('/api/fraud/user')).status).toBe(401);
    expect(await json(await browser.post('/api/fraud/user'))).toMatchObject({ return: true, user: { email: trader.email } });

    expect(await json(await new Browser(server.app).login(trader.email, 'Trade1234!'))).toMatchObject({ code: 'login.password' });
    expect(await json(await new Browser(server.app).login(trader.email, 'Fresh5678'))).toMatchObject({ return: true });
  });

  it('takes a token once', async () => {
    const { email } = await signedInTrader(server, { label: 'once' });
    await askRecovery(server.app, email);
    const token = await lastToken(email);
    expect((await reset(token, 'First5678')).reply).toMatchObject({ return: true });
    expect((await reset(token, 'Second5678')).reply).toEqual({
      return: false,
      field: 'token',
      code: 'reset.token',
      message: 'This reset link has expired or was already used. Please ask for a new one.',
    });
  });

  it('refuses a token older than an hour (server clock), in the trader\'s language', async () => {
    const { email } = await signedInTrader(server, { label: 'expiry' });
    await askRecovery(server.app, email);
    const token = await lastToken(email);
    await server.clock.advance(60 * 60 * 1000 + 1);
    expect((await reset(token, 'Late5678', 'ru')).reply).toMatchObject({
      return: false,
      field: 'token',
      message: 'Срок действия ссылки истёк, или она уже использована. Запросите новую.',
    });
  });

  it('kills the earlier links when a new one is mailed', async () => {
    const { email } = await signedInTrader(server, { label: 'newest' });
    await askRecovery(server.app, email);
    const first = await lastToken(email);
    await askRecovery(server.app, email);
    const second = await lastToken(email);
    expect((await reset(first, 'Fresh5678')).reply).toMatchObject({ return: false, field: 'token' });
    expect((await reset(second, 'Fresh5678')).reply).toMatchObject({ return: true });
  });

  it("keeps the password change's rule, and a refused password does not spend the link", async () => {
    const { email } = await signedInTrader(server, { label: 'weak' });
    await askRecovery(server.app, email);
    const token = await lastToken(email);
    expect((await reset(token, 'short1')).reply).toMatchObject({ return: false, field: 'password' });
    expect((await reset(token, 'nodigitshere')).reply).toMatchObject({ return: false, field: 'password' });
    expect((await reset(token, 'Strong5678')).reply).toMatchObject({ return: true });
  });

  it('refuses an unknown token', async () => {
    expect((await reset('not-a-token', 'Strong5678')).reply).toMatchObject({ return: false, field: 'token' });
    expect((await reset('', 'Strong5678')).reply).toMatchObject({ return: false, field: 'token' });
  });
});

type Received = { to: string[]; data: string };

/** An SMTP server in this process on 127.0.0.1 that keeps what it is given (no TLS, no auth: a test sink). */
async function smtpSink(port = 0): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        data += chunk;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(port, '127.0.0.1', resolve));
  const { port: bound } = sink.server.address() as AddressInfo;
  return { port: bound, received, close: () => new Promise<void>((resolve) => sink.close(() => resolve())) };
}

/** The message's text with quoted-printable soft breaks and `=3D` undone, so a link reads whole. */
const unfolded = (data: string) => data.replace(/=\r\n/g, '').replace(/=3D/g, '=');

const smtpEnv = (port: number) => ({ SANDBOX: '0', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Trader <no-reply@example.com>' });

describe('SMTP delivery', () => {
  it('sends the recovery mail to a real SMTP server', async () => {
    const sink = await smtpSink();
    try {
      const { email } = await signedInTrader(server, { label: 'smtp' });
      expect(await askRecovery(server.appWith(smtpEnv(sink.port)), email)).toEqual(SENT);
      await afterReply(smtpEnv(sink.port));
      expect(sink.received).toHaveLength(1);
      const [mail] = sink.received;
      expect(mail?.to).toEqual([email]);
      expect(mail?.data).toMatch(/^Subject: Reset your password/m);
      expect(mail?.data).toMatch(/^From: Trader <no-reply@example.com>/m);
      expect((await reset(tokenIn(unfolded(mail?.data ?? '')), 'Smtp5678')).reply).toMatchObject({ return: true });
    } finally {
      await sink.close();
    }
  });

  it('with the mail server down answers the same, logs no address, and delivers once it is back', async () => {
    // A port that was just free: nothing listens there until the sink comes back on it.
    const probe = await smtpSink();
    const { port } = probe;
    await probe.close();
    const env = smtpEnv(port);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { id, email } = await signedInTrader(server, { label: 'down' });
      expect(await askRecovery(server.appWith(env), email)).toEqual(SENT);
      await afterReply(env);
      expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.userId, id))).toMatchObject([{ kind: 'password_reset', attempts: 1 }]);
      const logged = warn.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(logged).toContain('mail password_reset not delivered');
      expect(logged).not.toContain('@');

      const sink = await smtpSink(port);
      try {
        const outbox = mailOutboxFor(withProviders({ config: loadConfig({ DATA_DIR: ':memory:', ...env }), db: server.db, clock: server.clock }));
        expect(await outbox.retryDue()).toBe(0); // not due yet: the first pause is a minute
        await server.clock.advance(61_000);
        expect(await outbox.retryDue()).toBe(1);
        expect(sink.received.map((mail) => mail.to)).toEqual([[email]]);
        expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.userId, id))).toEqual([]);
        expect((await reset(tokenIn(unfolded(sink.received[0]?.data ?? '')), 'Back5678')).reply).toMatchObject({ return: true });
      } finally {
        await sink.close();
      }
    } finally {
      warn.mockRestore();
    }
  });

  it('with neither SMTP nor the sandbox answers the same, sends nothing and says so in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { id, email } = await signedInTrader(server, { label: 'none' });
      expect(await askRecovery(server.appWith({ SANDBOX: '0' }), email)).toEqual(SENT);
      await afterReply({ SANDBOX: '0' });
      expect(await mailbox(email)).toEqual([]);
      expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.userId, id))).toEqual([]);
      const logged = warn.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(logged).toContain('mail password_reset not sent');
      expect(logged).not.toContain('@');
    } finally {
      warn.mockRestore();
    }
  });
});
