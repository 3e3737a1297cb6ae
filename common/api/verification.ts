import { type } from 'superstruct';
import { call, NO_INPUT } from './route.ts';
import { id, text } from './fields.ts';

// Identity verification and its documents (server/verification). Uploads are multipart: the file parts are checked
// by the route (type, size, count), the text parts here.

export const verificationCalls = [
  call('POST', '/api/us/documents', NO_INPUT),
  call('POST', '/upload', type({ type: text(16), side: text(16) })),
  call('GET', '/upload/:type', null),
  call('GET', '/upload/:type/:x', null),
  call('POST', '/upload/:type/unshift', type({ x: id() })),
  call('POST', '/upload/:type/no', NO_INPUT),
];
