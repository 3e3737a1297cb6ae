import { useEffect, useId, useRef, type ReactNode } from 'react';

type Props = {
  open: boolean;
  /** Called for Escape, the close button and a click on the backdrop; the parent then sets open=false. */
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
};

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert and closes on Escape (spec §9).
 * Focus goes back to whatever opened it.
 */
export function Dialog({ open, onClose, title, closeLabel, children, footer, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: stay controlled — the parent decides, and closes by setting open=false.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        opener.current?.focus();
        opener.current = null;
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn btn--ghost" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {open && <div className="dialog__body">{children}</div>}
      {open && footer && <div className="dialog__footer">{footer}</div>}
    </dialog>
  );
}
