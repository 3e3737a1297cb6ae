import { type } from 'superstruct';
import { EmptyReply, NO_INPUT, call } from './route.ts';
import { id, text } from './fields.ts';
import { Documents } from './verification.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./verification.ts the client checks. Server and tests only: the client bundle never loads the request side.

export const verificationCalls = [
  call('POST', '/api/us/documents', NO_INPUT, Documents),
  call('POST', '/upload', type({ type: text(16), side: text(16) })),
  call('GET', '/upload/:type', null),
  call('GET', '/upload/:type/:x', null),
  call('POST', '/upload/:type/unshift', type({ x: id() }), EmptyReply),
  call('POST', '/upload/:type/no', NO_INPUT, EmptyReply),
];
