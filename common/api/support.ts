import { type } from 'superstruct';
import { call, NO_INPUT } from './route.ts';
import { id, text } from './fields.ts';

// Support tickets, call-back and the contact form (server/support). Ticket forms are multipart: the `file` parts
// are checked by the route (count, size, type), the text parts here.

export const supportCalls = [
  call('POST', '/api/kayako/init', NO_INPUT),
  call('POST', '/api/kayako/list', NO_INPUT),
  call('POST', '/api/kayako/form', type({ department: id(), priority: id(), subject: text(1_000), content: text(20_000) })),
  call('POST', '/api/kayako/ticket', type({ id: id() })),
  call('POST', '/api/kayako/show', type({ id: id(), after: id() })),
  call('POST', '/api/kayako/post', type({ id: id(), content: text(20_000) })),
  call('POST', '/api/kayako/close', type({ id: id() })),
  call('POST', '/api/kayako/drop', type({ id: id() })),
  call('GET', '/api/kayako/att', null),
  call('POST', '/api/call', type({ phone: text(40) })),
  call('POST', '/api/contacts', type({ name: text(200), email: text(320), phone: text(40), message: text(20_000) })),
];
