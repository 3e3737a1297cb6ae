import { useId, useRef } from 'react';
import { useT } from '@/i18n/useT';

/** A labelled file picker (PNG, JPG, JPEG, PDF) listing the chosen files, each removable. */
export function AttachmentInput({ files, onChange, error }: { files: File[]; onChange: (files: File[]) => void; error: string | null }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="field attachment-input">
      <span className="field__label" aria-hidden="true">
        {t('support.attachments')} <span className="muted">({t('optional')})</span>
      </span>
      {/* The native picker's "No file chosen" contradicts the list below: it stays for keyboards and screen readers, a button-like label shows. */}
      <label className="btn btn--secondary attachment-input__pick" htmlFor={id}>
        {t('support.add_files')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        aria-label={`${t('support.attachments')} (${t('optional')})`}
        multiple
        accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          onChange([...files, ...Array.from(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <p className="field__hint muted" id={`${id}-hint`}>
        {t('support.attachments_hint')}
      </p>
      {files.length > 0 && (
        <ul className="attachment-input__list">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={t('support.remove_file', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
