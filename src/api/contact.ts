import { ask, type Reply } from './http';
import { contactForm } from '@common/api/support.calls';

export type ContactMessage = { name: string; email: string; phone: string; message: string };

/** POST /api/contacts — the guest contact form (spec §7). */
export function sendContact(message: ContactMessage): Promise<Reply<{ message: string }>> {
  return ask(contactForm, message);
}
