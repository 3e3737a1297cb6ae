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

/** spec §9 signature pad line widths. */
export const SIGNATURE_MIN_WIDTH = 0.5;
export const SIGNATURE_MAX_WIDTH = 2.5;
export const EMPTY_SIGNATURE_MESSAGE = 'Cant save empty sign!';

/** A pad holds a signature when at least one stroke has a point (a tap is a dot, and counts). */
export function signatureEmpty(strokes: readonly { points: readonly unknown[] }[]): boolean {
  return !strokes.some((stroke) => stroke.points.length > 0);
}
