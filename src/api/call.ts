import { number, string, type } from 'superstruct';
import { post } from './http';

/** Spec §7 /api/call {phone}: a call-back request. */
export function requestCall(phone: string) {
  return post('/api/call', { phone }, type({ id: number(), phone: string() }));
}
