import { type } from 'superstruct';
import { EmptyReply, NO_INPUT, call } from './route.ts';
import { id, text } from './fields.ts';
import { Documents } from './verification.ts';

// The calls of this capability: each one's method, path, what its body may hold (checked by the server before its
// handler runs) and the reply schema from ./verification.ts the client checks.

export const listDocuments = call('POST', '/api/us/documents', NO_INPUT, Documents);
export const uploadDocument = call('POST', '/upload', type({ type: text(16), side: text(16) }));
export const latestDocumentFile = call('GET', '/upload/:type', null);
export const documentFile = call('GET', '/upload/:type/:x', null);
export const removeDocumentFile = call('POST', '/upload/:type/unshift', type({ x: id() }), EmptyReply);
export const noDocument = call('POST', '/upload/:type/no', NO_INPUT, EmptyReply);

export const verificationCalls = [listDocuments, uploadDocument, latestDocumentFile, documentFile, removeDocumentFile, noDocument];
