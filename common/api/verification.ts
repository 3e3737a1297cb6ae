import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';

// Identity verification and its documents (server/verification). Uploads are multipart: the file parts are checked
// by the route (type, size, count), the text parts here.

// Replies read by src/api/account.ts.
export const DocumentRow = type({
  type: string(),
  status: enums(['missing', 'up', 'approved', 'rejected', 'none']),
  reason: string(),
  /** The most files the type holds (spec §5 file count, common/documents.ts); null for the signature. */
  max: nullable(number()),
  files: array(type({ x: number(), name: string(), mime: string(), size: number(), created: number() })),
});
export type DocumentRow = Infer<typeof DocumentRow>;
export const Documents = type({ verification: string(), documents: array(DocumentRow) });
export type DocumentsList = Infer<typeof Documents>;

