import { post } from './http';
import { CallReply } from '@common/api/call';

/** Spec §7 /api/call {phone}: a call-back request. */
export function requestCall(phone: string) {
  return post('/api/call', { phone }, CallReply);
}
