import { type } from 'superstruct';
import { EmptyReply, MessageReply, NO_INPUT, call } from './route.ts';
import { id, text } from './fields.ts';
import { Catalogue, TicketListSchema, TicketReply, TicketView } from './support.ts';
import { CallReply } from './call.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./support.ts the client checks. Server and tests only: the client bundle never loads the request side.

export const supportCalls = [
  call('POST', '/api/kayako/init', NO_INPUT, Catalogue),
  call('POST', '/api/kayako/list', NO_INPUT, TicketListSchema),
  call('POST', '/api/kayako/form', type({ department: id(), priority: id(), subject: text(1_000), content: text(20_000) }), TicketReply),
  call('POST', '/api/kayako/ticket', type({ id: id() }), TicketView),
  call('POST', '/api/kayako/show', type({ id: id(), after: id() }), TicketView),
  call('POST', '/api/kayako/post', type({ id: id(), content: text(20_000) }), TicketReply),
  call('POST', '/api/kayako/close', type({ id: id() }), TicketReply),
  call('POST', '/api/kayako/drop', type({ id: id() }), EmptyReply),
  call('GET', '/api/kayako/att', null),
  call('POST', '/api/call', type({ phone: text(40) }), CallReply),
  call('POST', '/api/contacts', type({ name: text(200), email: text(320), phone: text(40), message: text(20_000) }), MessageReply, { public: 'the contact form of the guest pages' }),
];
