import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

// Short timeouts: a recovery request waits for the mail server, and a dead one must not hold it for minutes (the
// outbox retries later instead).
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

/** Mail over SMTP (SMTP_URL: smtp://… with STARTTLS when offered, smtps://… for TLS from the start). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport({
    url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      return 'sent';
    },
  };
}
