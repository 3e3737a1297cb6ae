/*
 * Verification documents (spec §2 personal info and verification, §3 verification_type): which types the server
 * asks a trader for, and the signature pad's rules (§9 line width 0.5–2.5, §5 an empty pad cannot be saved).
 */

export const IDENTITY_TYPES = ['passport', 'id_card', 'driving_licence'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];
export const DOCUMENT_TYPES = [...IDENTITY_TYPES, 'address', 'card_front', 'card_back', 'signature'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The identity document of verification_type (passport by default), proof of address, and the card's two sides. */
export function requestedDocuments(verificationType: string): DocumentType[] {
  const identity: IdentityType = (IDENTITY_TYPES as readonly string[]).includes(verificationType) ? (verificationType as IdentityType) : 'passport';
  return [identity, 'address', 'card_front', 'card_back'];
}

/**
 * Spec §5 "file count by attribute (default 1)": how many files a document type holds. An identity document has
 * two sides or pages; the rest are one page each. An upload beyond the count is refused (a validation rule, like
 * the file type): the trader removes a file first, so nothing already sent to review vanishes unasked. The
 * signature is not a file input but the pad's one drawing; it is not counted (its latest drawing is the one shown).
 */
export const DOCUMENT_FILE_COUNTS: Readonly<Partial<Record<DocumentType, number>>> = { passport: 2, id_card: 2, driving_licence: 2 };
export const DEFAULT_FILE_COUNT = 1;

/** The most files a type may hold; null for the signature, which has no count. */
export function fileCount(type: DocumentType): number | null {
  if (type === 'signature') return null;
  return DOCUMENT_FILE_COUNTS[type] ?? DEFAULT_FILE_COUNT;
}

/** spec §9 signature pad line widths. */
export const SIGNATURE_MIN_WIDTH = 0.5;
export const SIGNATURE_MAX_WIDTH = 2.5;

/** A pad holds a signature when at least one stroke has a point (a tap is a dot, and counts). */
export function signatureEmpty(strokes: readonly { points: readonly unknown[] }[]): boolean {
  return !strokes.some((stroke) => stroke.points.length > 0);
}
