import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type DocumentStatus, documentFiles, documentStates } from '../db/schema-documents.ts';

// The SQL of verification documents: a trader's files per type, their bytes, the per-type status.

/** The trader's files of one type, oldest first: `x` is the index in this list. */
export function filesOf(db: Db, userId: number, docType: string) {
  return db
    .select({ id: documentFiles.id, name: documentFiles.name, mime: documentFiles.mime, size: documentFiles.size, createdAt: documentFiles.createdAt })
    .from(documentFiles)
    .where(and(eq(documentFiles.userId, userId), eq(documentFiles.docType, docType)))
    .orderBy(asc(documentFiles.id));
}

export async function fileBytes(db: Db, fileId: number): Promise<Uint8Array | null> {
  const [row] = await db.select({ data: documentFiles.data }).from(documentFiles).where(eq(documentFiles.id, fileId));
  return row?.data ?? null;
}

export async function insertFile(tx: Db, file: typeof documentFiles.$inferInsert): Promise<void> {
  await tx.insert(documentFiles).values(file);
}

export async function deleteFile(db: Db, userId: number, fileId: number): Promise<void> {
  await db.delete(documentFiles).where(and(eq(documentFiles.id, fileId), eq(documentFiles.userId, userId)));
}

export async function clearState(db: Db, userId: number, docType: string): Promise<void> {
  await db.delete(documentStates).where(and(eq(documentStates.userId, userId), eq(documentStates.docType, docType)));
}

export async function setState(db: Db, userId: number, docType: string, status: DocumentStatus, now: Date, reason = ''): Promise<void> {
  await db
    .insert(documentStates)
    .values({ userId, docType, status, reason, updatedAt: now })
    .onConflictDoUpdate({ target: [documentStates.userId, documentStates.docType], set: { status, reason, updatedAt: now } });
}

export function statesOf(db: Db, userId: number) {
  return db.select().from(documentStates).where(eq(documentStates.userId, userId));
}
