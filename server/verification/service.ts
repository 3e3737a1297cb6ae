import type { DocumentRow } from '../../common/api/verification.ts';
import { type DocumentType, fileCount, isDocumentType, requestedDocuments } from '../../common/documents.ts';
import { safeFileName, UPLOAD_HEAD_BYTES, uploadKind, uploadMime, uploadProblem } from '../../common/files.ts';
import type { Db } from '../db/client.ts';
import { lockUser, USER_LOCK } from '../db/locks.ts';
import { findUserById } from '../users/repo.ts';
import { withinQuota } from '../users/storage-quota.ts';
import { clearState, deleteFile, fileBytes, filesOf, insertFile, setState, statesOf } from './queries.ts';

export { filesOf, setState } from './queries.ts';

// Verification documents and the signature: what the trader uploaded per type and its status, the uploads (checked
// by their bytes, counted per type under a lock, within the storage quota), previews and removals.

/** Every requested type (and the signature) with its status: missing, up, approved, rejected (with reason), none. */
export async function documentsOf(db: Db, userId: number, verificationType: string): Promise<DocumentRow[]> {
  const states = await statesOf(db, userId);
  const types: DocumentType[] = [...requestedDocuments(verificationType), 'signature'];
  return Promise.all(
    types.map(async (type): Promise<DocumentRow> => {
      const state = states.find((row) => row.docType === type);
      const files = await filesOf(db, userId, type);
      return {
        type,
        status: state?.status ?? (files.length > 0 ? 'up' : 'missing'),
        reason: state?.reason ?? '',
        max: fileCount(type),
        files: files.map((file, x) => ({ x, name: file.name, mime: file.mime, size: file.size, created: file.createdAt.getTime() })),
      };
    }),
  );
}

/** Sets a document type's status as a back office would (the sandbox verification control). */
export async function reviewDocument(db: Db, userId: number, docType: string, status: 'approved' | 'rejected', reason: string, now: Date): Promise<void> {
  await setState(db, userId, docType, status, now, status === 'rejected' ? reason : '');
}

/** An upload that was not kept, and why. */
export type UploadRefusal = { kind: 'doc_type' | 'no_file' | 'too_large' | 'file_type' | 'quota' } | { kind: 'file_count'; max: number };

/** A page of a document type, or the signature (a PNG): its place `x` among the type's files, or why it was not kept. */
export async function uploadDocument(db: Db, userId: number, docType: string, part: File | null, now: Date): Promise<{ x: number } | UploadRefusal> {
  if (!isDocumentType(docType)) return { kind: 'doc_type' };
  if (!part || part.size === 0) return { kind: 'no_file' };
  const data = new Uint8Array(await part.arrayBuffer());
  const problem = uploadProblem(data.subarray(0, UPLOAD_HEAD_BYTES), data.byteLength);
  if (problem === 'file_size') return { kind: 'too_large' };
  const kind = uploadKind(data);
  if (problem === 'file_type' || !kind || (docType === 'signature' && kind !== 'png')) return { kind: 'file_type' };
  const max = fileCount(docType);
  // Counted and inserted under the trader's lock, so two uploads at once cannot both take the last place; the
  // storage quota is reserved around it.
  const stored = await withinQuota(db, userId, data.byteLength, now, () =>
    db.transaction(async (tx) => {
      await lockUser(tx, USER_LOCK.documentUpload, userId);
      if (max !== null && (await filesOf(tx, userId, docType)).length >= max) return false;
      await insertFile(tx, { userId, docType, name: safeFileName(part.name, docType), mime: uploadMime(kind), size: data.byteLength, data, createdAt: now });
      await setState(tx, userId, docType, 'up', now);
      return true;
    }),
  );
  if (stored === null) return { kind: 'quota' };
  if (!stored) return { kind: 'file_count', max: max ?? 0 };
  return { x: (await filesOf(db, userId, docType)).length - 1 };
}

/** A file of the trader's to preview: the `x`th of the type, or its latest; null when there is none. */
export async function documentFile(db: Db, userId: number, docType: string, x: number | null) {
  const files = await filesOf(db, userId, docType);
  const chosen = x === null ? files.at(-1) : files[x];
  if (!chosen) return null;
  const data = await fileBytes(db, chosen.id);
  return data ? { data, mime: chosen.mime, name: chosen.name } : null;
}

/** Removes a file of the type (the `x`th, or the last one); with none left the type is missing again. */
export async function removeDocumentFile(db: Db, userId: number, docType: string, x: number | null): Promise<boolean> {
  const files = await filesOf(db, userId, docType);
  const chosen = x === null ? files.at(-1) : files[x];
  if (!chosen) return false;
  await deleteFile(db, userId, chosen.id);
  if (files.length === 1) await clearState(db, userId, docType);
  return true;
}

/** "I don't have it": the type is marked so (the back office asks for another way). */
export async function markDocumentMissing(db: Db, userId: number, docType: string, now: Date): Promise<boolean> {
  if (!isDocumentType(docType)) return false;
  await setState(db, userId, docType, 'none', now);
  return true;
}

/** The trader's verification level and every requested document's state (/api/us/documents); null: no such trader. */
export async function verificationOf(db: Db, userId: number) {
  const user = await findUserById(db, userId);
  return user ? { verification: user.verification, documents: await documentsOf(db, user.id, user.verificationType) } : null;
}
