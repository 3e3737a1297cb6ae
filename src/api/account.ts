import { string, type } from 'superstruct';
import { UPLOAD_SIZE_MESSAGE } from '@common/files';
import { apiLanguage } from './language';
import { ask, csrfToken, endSessionNow, failureOf, returnFlag, validate, type Reply } from './http';
import type { DocumentsList } from '@common/api/verification';
import { documentFile, latestDocumentFile, listDocuments, noDocument as noDocumentCall, removeDocumentFile, uploadDocument as uploadCall } from '@common/api/verification.calls';
import { pathOf } from '@common/api/route';
import { contactDetails, passwordChange } from '@common/api/users.calls';
export type { DocumentRow, DocumentsList } from '@common/api/verification';

/*
 * The account area (server/API.md "Account area"): documents and the signature (/upload and its previews), contact
 * details (/api/info) and the password change (/api/us/security).
 */


export async function fetchDocuments(): Promise<Reply<DocumentsList>> {
  return ask(listDocuments, {});
}

/** The preview of a type's latest file, or of its file number `x` (spec §2 /upload/{type}/{x}). */
export function documentPreviewUrl(docType: string, x?: number): string {
  return x === undefined ? pathOf(latestDocumentFile, { type: docType }) : pathOf(documentFile, { type: docType, x: String(x) });
}

export function removeDocument(docType: string, x: number): Promise<Reply<unknown>> {
  return ask(removeDocumentFile, { x: String(x) }, { params: { type: docType } });
}

export function noDocument(docType: string): Promise<Reply<unknown>> {
  return ask(noDocumentCall, {}, { params: { type: docType } });
}

export type UploadOutcome = { ok: true } | { ok: false; message: string; reason: 'type' | 'size' | 'quota' | 'auth' | 'other' };

/**
 * Multipart POST /upload {type, doc_type, file} with the CSRF header, reporting progress (0–1) as it sends: fetch
 * cannot tell upload progress, XMLHttpRequest can. 413 → the spec's size message; 401 → the session ends (spec §6);
 * anything else unexpected → 'Unexpected errors...'.
 */
export async function uploadDocument(fields: { type: 'doc' | 'signature'; docType: string; file: Blob; name: string }, onProgress: (share: number) => void, unexpected: string): Promise<UploadOutcome> {
  const form = new FormData();
  form.set('type', fields.type);
  form.set('doc_type', fields.docType);
  form.set('file', fields.file, fields.name);
  const token = await csrfToken();
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(uploadCall.method, uploadCall.path);
    request.setRequestHeader('X-CSRF-Token', token);
    request.setRequestHeader('X-Lang', apiLanguage());
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 401) {
        void endSessionNow();
        resolve({ ok: false, message: unexpected, reason: 'auth' });
        return;
      }
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's page): judged by the status below.
      }
      // A 413 is the file's size, unless the server says the trader's storage quota is full (its message says how much).
      if (request.status === 413) {
        const quota = failureOf(payload);
        resolve(quota.code === 'quota' ? { ok: false, message: quota.message, reason: 'quota' } : { ok: false, message: UPLOAD_SIZE_MESSAGE, reason: 'size' });
        return;
      }
      try {
        if (returnFlag(payload)) {
          resolve({ ok: true });
          return;
        }
        const failure = validate(payload, type({ message: string(), code: string() }));
        resolve({ ok: false, message: failure.message, reason: failure.code === 'file_type' ? 'type' : 'other' });
      } catch {
        resolve({ ok: false, message: unexpected, reason: 'other' });
      }
    });
    request.addEventListener('error', () => resolve({ ok: false, message: unexpected, reason: 'other' }));
    request.send(form);
  });
}

/** `password`: the current one, which the server asks for when the e-mail changes; `state` only for a US resident. */
export function saveContactInfo(info: { email: string; phone: string; password?: string; state?: string }): Promise<Reply<{ message: string }>> {
  return ask(contactDetails, info);
}

export function changePassword(fields: { oldPassword: string; password: string; repeatPassword: string }): Promise<Reply<{ message: string }>> {
  return ask(passwordChange, fields);
}
