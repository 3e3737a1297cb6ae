import { and, asc, eq } from 'drizzle-orm';
import { fileCount, requestedDocuments, type DocumentType } from '../../common/documents.ts';
import type { Db } from '../db/client.ts';
import { type DocumentStatus, documentFiles, documentStates } from '../db/schema-documents.ts';

/** The trader's files of one type, oldest first: `x` is the index in this list. */
export function filesOf(db: Db, userId: number, docType: string) {
  return db
    .select({ id: documentFiles.id, name: documentFiles.name, mime: documentFiles.mime, size: documentFiles.size, createdAt: documentFiles.createdAt })
    .from(documentFiles)
    .where(and(eq(documentFiles.userId, userId), eq(documentFiles.docType, docType)))
    .orderBy(asc(documentFiles.id));
}

export async function setState(db: Db, userId: number, docType: string, status: DocumentStatus, now: Date, reason = ''): Promise<void> {
  await db
    .insert(documentStates)
    .values({ userId, docType, status, reason, updatedAt: now })
    .onConflictDoUpdate({ target: [documentStates.userId, documentStates.docType], set: { status, reason, updatedAt: now } });
}

/** Every requested type (and the signature) with its status: missing, up, approved, rejected (with reason), none. */
export async function documentsOf(db: Db, userId: number, verificationType: string) {
  const states = await db.select().from(documentStates).where(eq(documentStates.userId, userId));
  const types: DocumentType[] = [...requestedDocuments(verificationType), 'signature'];
  return Promise.all(
    types.map(async (type) => {
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
