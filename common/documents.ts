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

/** What each file of a two-file document is: its two sides, in the order the trader is asked for them. */
export const DOCUMENT_SIDES = ['front', 'back'] as const;

export type FileProgress = {
  /** The files the type holds when complete (2 for an identity document). */
  needed: number;
  /** The files of the type on the server now (never more than `needed`). */
  uploaded: number;
  /** What the files are, when they are a document's two sides; null for a one-file type. */
  sides: typeof DOCUMENT_SIDES | null;
};

/**
 * What a document's row says about its files ("2 files needed: front and back", "1 of 2 uploaded"): the trader
 * should know before the first upload that one file is not the whole document. Null for the signature.
 */
export function fileProgress(type: DocumentType, uploaded: number): FileProgress | null {
  const needed = fileCount(type);
  if (needed === null) return null;
  return { needed, uploaded: Math.min(uploaded, needed), sides: needed === DOCUMENT_SIDES.length ? DOCUMENT_SIDES : null };
}

/** spec §9 signature pad line widths. */
export const SIGNATURE_MIN_WIDTH = 0.5;
export const SIGNATURE_MAX_WIDTH = 2.5;

/** A pad holds a signature when at least one stroke has a point (a tap is a dot, and counts). */
export function signatureEmpty(strokes: readonly { points: readonly unknown[] }[]): boolean {
  return !strokes.some((stroke) => stroke.points.length > 0);
}
