import { number, string, type } from 'superstruct';

// Replies read by src/api/call.ts (server/API.md, section `support`): kept apart from the tickets' schemas, since
// the call-back form is on screens that load nothing else of support.

export const CallReply = type({ id: number(), phone: string() });
