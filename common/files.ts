/*
 * The upload rules of spec §5, shared by every upload (documents, the signature, support attachments) on both
 * sides: PNG, JPG/JPEG or PDF told apart by the file's first bytes (a name or a declared type proves nothing), at
 * most 10 MB, and stored names without path or control characters.
 */

export type UploadKind = 'png' | 'jpg' | 'pdf';

/** Spec §5 / §8: at most 10 MB (413). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The spec's message for any other type. */
export const UPLOAD_TYPE_MESSAGE = 'Attach a PNG, JPG or PDF file.';
export const UPLOAD_SIZE_MESSAGE = 'This file is larger than 10 MB. Choose a smaller one.';

const MIME: Readonly<Record<UploadKind, string>> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

/** How many first bytes uploadKind needs. */
export const UPLOAD_HEAD_BYTES = 16;

/** The kind of a file by its magic bytes, or null when it is none of PNG, JPG/JPEG, PDF. */
export function uploadKind(head: Uint8Array): UploadKind | null {
  const starts = (bytes: readonly number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  return null;
}

export function uploadMime(kind: UploadKind): string {
  return MIME[kind];
}

/** One file's problem (type by bytes, then size), or null. */
export function uploadProblem(head: Uint8Array, size: number): 'file_type' | 'file_size' | null {
  if (uploadKind(head) === null) return 'file_type';
  if (size > MAX_UPLOAD_BYTES) return 'file_size';
  return null;
}

/** A stored file name: the base name only, without control or path characters, never empty. */
export function safeFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 120);
  return clean === '' ? fallback : clean;
}
