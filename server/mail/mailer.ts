// How the server sends e-mail. The composition root (server/app.ts, mailerFor) picks one implementation: the
// sandbox's mailbox with SANDBOX on, SMTP when SMTP_URL is set, otherwise none (mail is reported as not sent).

export type Mail = { to: string; subject: string; text: string; html: string };

/** 'sent': the mail server took it. 'not_sent': there is no mail server to give it to (nothing to retry). */
export type Delivery = 'sent' | 'not_sent';

export type Mailer = {
  /** Rejects when the mail server cannot be reached or refuses the mail: the caller keeps it and tries again later. */
  send(mail: Mail): Promise<Delivery>;
};

/**
 * No SMTP_URL and no sandbox: a mail is not sent and nothing pretends it was. The log says which kind of mail was
 * dropped (never its address or content) so an operator sees recovery mail is not going out.
 */
export const unconfiguredMailer: Mailer = {
  send: () => Promise.resolve('not_sent'),
};

/**
 * What a log line may say about a failed send: the error's code or kind, never its message (an SMTP refusal
 * quotes the recipient's address back).
 */
export function mailErrorKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  return /^[A-Z][A-Z0-9_]{0,40}$/.test(code) ? `${error.name} [${code}]` : error.name;
}
