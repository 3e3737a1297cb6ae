import { ask } from './http';
import { callBack } from '@common/api/support.calls';

/** Spec §7 /api/call {phone}: a call-back request. */
export function requestCall(phone: string) {
  return ask(callBack, { phone });
}
