import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { bytea, tstz } from './columns.ts';
import { userRef } from './schema.ts';

// Identity documents and the signature. Personal data, so they live in the database (every server
// instance serves them; PGlite and PostgreSQL alike) and are served only to their owner.


/** One uploaded file of a document type (several per type: front and back, pages). */
export const documentFiles = pgTable(
  'document_files',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    docType: text('doc_type').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('document_files_user_type_idx').on(t.userId, t.docType, t.id)],
);

/** What the back office said of a document type, or the trader's "I don't have it". */
export type DocumentStatus = 'up' | 'approved' | 'rejected' | 'none';

export const documentStates = pgTable(
  'document_states',
  {
    userId: userRef(),
    docType: text('doc_type').notNull(),
    status: text('status').$type<DocumentStatus>().notNull(),
    reason: text('reason').notNull().default(''),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.docType] }), index('document_states_user_idx').on(t.userId, t.docType)],
);

/**
 * Space held for files on their way in (server/users/storage-quota.ts): taken under a lock per trader before a file
 * is stored, given back once it is (or it failed), so uploads in several processes at once cannot together pass the
 * quota. A process that dies mid-upload leaves a row that counts until it expires.
 */
export const storageReservations = pgTable(
  'storage_reservations',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    bytes: integer('bytes').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('storage_reservations_user_idx').on(t.userId)],
);
