import { type } from 'superstruct';
import { EmptyReply, MessageReply, NO_INPUT, call } from './route.ts';
import { id, text } from './fields.ts';
import { Catalogue, TicketListSchema, TicketReply, TicketView } from './support.ts';
import { CallReply } from './call.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./support.ts the client checks. The client sends each call by its name.

export const supportInit = call('POST', '/api/kayako/init', NO_INPUT, Catalogue);
export const ticketList = call('POST', '/api/kayako/list', NO_INPUT, TicketListSchema);
/** Multipart with `file` parts (or JSON without files). */
export const ticketForm = call('POST', '/api/kayako/form', type({ department: id(), priority: id(), subject: text(1_000), content: text(20_000) }), TicketReply);
export const ticketView = call('POST', '/api/kayako/ticket', type({ id: id() }), TicketView);
export const ticketShow = call('POST', '/api/kayako/show', type({ id: id(), after: id() }), TicketView);
/** Multipart with `file` parts (or JSON without files). */
export const ticketPost = call('POST', '/api/kayako/post', type({ id: id(), content: text(20_000) }), TicketReply);
export const ticketClose = call('POST', '/api/kayako/close', type({ id: id() }), TicketReply);
export const ticketDrop = call('POST', '/api/kayako/drop', type({ id: id() }), EmptyReply);
export const ticketAttachment = call('GET', '/api/kayako/att', null);
export const callBack = call('POST', '/api/call', type({ phone: text(40) }), CallReply);
export const contactForm = call('POST', '/api/contacts', type({ name: text(200), email: text(320), phone: text(40), message: text(20_000) }), MessageReply, { public: 'the contact form of the guest pages' });

/** The calls that carry files: the body limit lets them through up to the upload size (server/app.ts). */
export const TICKET_UPLOAD_PATHS: readonly string[] = [ticketForm.path, ticketPost.path];

export const supportCalls = [supportInit, ticketList, ticketForm, ticketView, ticketShow, ticketPost, ticketClose, ticketDrop, ticketAttachment, callBack, contactForm];
