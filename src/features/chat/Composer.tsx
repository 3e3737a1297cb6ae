import { useState, type FormEvent } from 'react';
import { MESSAGE_MAX } from '@common/chat';
import { Button } from '@/ui/Button';

type Props = {
  id: string;
  labels: { message: string; placeholder: string; send: string };
  disabled?: boolean;
  /** Sends the text; resolves with a message to show when it could not (the text then stays). */
  onSend(text: string): Promise<string | null>;
};

/** The message box of a chat: what was typed stays until it is sent. */
export function Composer({ id, labels, disabled = false, onSend }: Props) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    const failed = await onSend(text);
    setProblem(failed);
    if (failed === null) setDraft('');
  };
  return (
    <>
      <form className="chat-panel__composer" onSubmit={(event) => void submit(event)}>
        <label className="sr-only" htmlFor={id}>
          {labels.message}
        </label>
        <input id={id} className="input" value={draft} maxLength={MESSAGE_MAX} placeholder={labels.placeholder} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit" variant="primary" disabled={disabled || draft.trim() === ''}>
          {labels.send}
        </Button>
      </form>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
