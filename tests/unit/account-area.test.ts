import { describe, expect, it } from 'vitest';
import { firstInvalid } from '@/features/security/SecurityForm';
import en from '@/i18n/locales/en.json';
import ru from '@/i18n/locales/ru.json';
import { fileProgress, requestedDocuments, SIGNATURE_MAX_WIDTH, SIGNATURE_MIN_WIDTH, signatureEmpty } from '@common/documents';
import { MAX_UPLOAD_BYTES, safeFileName, uploadKind, uploadMime, uploadProblem } from '@common/files';

describe('upload rules (spec §5): the type by the bytes, 10 MB', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it('tells PNG, JPG/JPEG and PDF apart by their first bytes, whatever the name says', () => {
    expect(uploadKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(uploadKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(uploadKind(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(uploadKind(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull(); // an .exe renamed .png
    expect(uploadKind(new TextEncoder().encode('<svg onload=x>'))).toBeNull();
    expect(uploadMime('jpg')).toBe('image/jpeg');
  });
  it('refuses above 10 MB and names the first problem', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    expect(uploadProblem(png, MAX_UPLOAD_BYTES)).toBeNull();
    expect(uploadProblem(png, MAX_UPLOAD_BYTES + 1)).toBe('file_size');
    expect(uploadProblem(bytes(1, 2, 3), 10)).toBe('file_type');
    expect(safeFileName('C:\\fakepath\\scan "1".pdf')).toBe('scan 1.pdf');
  });
});

/** A two-file row's line as the screen words it, with `done` of 2 uploaded. */
const said = (bundle: Record<string, string>, done: number) =>
  `${bundle['documents.sides_needed']?.replace('{{max}}', '2')} · ${bundle['documents.uploaded_of']?.replace('{{done}}', String(done)).replace('{{max}}', '2')}`;

describe('documents and the signature', () => {
  it('asks for the identity document of verification_type (passport by default), address and both card sides', () => {
    expect(requestedDocuments('passport')).toEqual(['passport', 'address', 'card_front', 'card_back']);
    expect(requestedDocuments('driving_licence')[0]).toBe('driving_licence');
    expect(requestedDocuments('')[0]).toBe('passport');
  });
  it('an empty pad cannot be saved; a dot counts; line widths 0.5–2.5', () => {
    expect(signatureEmpty([])).toBe(true);
    expect(signatureEmpty([{ points: [] }])).toBe(true);
    expect(signatureEmpty([{ points: [{ x: 1, y: 1 }] }])).toBe(false);
    // Said plainly, in each language (the legacy 'Cant save empty sign!' was English on every screen).
    expect(en['signature.empty']).toBe('Draw your signature in the box before saving.');
    expect(ru['signature.empty']).toBe('Сначала распишитесь в поле, затем сохраните.');
    expect([SIGNATURE_MIN_WIDTH, SIGNATURE_MAX_WIDTH]).toEqual([0.5, 2.5]);
  });
  it('an identity document says it needs two files, front and back, and how many are in; a one-file type does not', () => {
    expect(fileProgress('passport', 0)).toEqual({ needed: 2, uploaded: 0, sides: ['front', 'back'] });
    expect(fileProgress('id_card', 1)).toMatchObject({ needed: 2, uploaded: 1, sides: ['front', 'back'] });
    expect(fileProgress('driving_licence', 3)).toMatchObject({ uploaded: 2 });
    expect(fileProgress('address', 0)).toEqual({ needed: 1, uploaded: 0, sides: null });
    expect(fileProgress('signature', 1)).toBeNull();
    expect(said(en, 1)).toBe('2 files needed: front and back · 1 of 2 uploaded');
    expect(said(ru, 1)).toBe('Нужно 2 файла: лицевая и оборотная стороны · Загружено 1 из 2');
  });
});

describe('password change form', () => {
  it('names the first invalid field in form order', () => {
    expect(firstInvalid({ oldPassword: '', password: '', repeatPassword: '' })).toEqual({ name: 'oldPassword', message: 'security.required' });
    expect(firstInvalid({ oldPassword: 'x', password: 'short', repeatPassword: 'short' })).toEqual({ name: 'password', message: 'security.weak' });
    expect(firstInvalid({ oldPassword: 'x', password: 'Better1234', repeatPassword: 'Better123' })).toEqual({ name: 'repeatPassword', message: 'security.mismatch' });
    expect(firstInvalid({ oldPassword: 'x', password: 'Пароль1234', repeatPassword: 'Пароль1234' })).toBeNull();
  });
});
