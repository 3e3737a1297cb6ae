import { post, type Reply } from './http';
import { MessageReply } from '@common/api/route';

export type ContactMessage = { name: string; email: string; phone: string; message: string };

/** POST /api/contacts — the guest contact form (spec §7). */
export function sendContact(message: ContactMessage): Promise<Reply<{ message: string }>> {
  return post('/api/contacts', message, MessageReply);
}
