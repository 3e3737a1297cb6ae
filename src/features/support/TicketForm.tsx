import { DEFAULT_PRIORITY, ticketDraftProblem, type TicketField } from '@common/support';
import { useId, useState, type FormEvent } from 'react';
import { createTicket, type SupportCatalogue, type TicketSummary } from '@/api/support';
import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { TextAreaField } from '@/ui/TextAreaField';
import { AttachmentInput } from './AttachmentInput';
import { filesProblem, problemMessage, serverProblem } from './rules';
import { refreshTicketList } from './useTicket';

type Props = {
  catalogue: SupportCatalogue;
  /** Spec §9: 12 in the dialog, 8 in the main view. */
  department: number;
  online: boolean;
  onCreated: (ticket: TicketSummary) => void;
};

type Errors = Partial<Record<TicketField, string>>;

/** The new-ticket form (spec §2): department, priority, subject, content, attachments. A failure keeps every field. */
export function TicketForm({ catalogue, department: initialDepartment, online, onCreated }: Props) {
  const t = useT();
  const [department, setDepartment] = useState(String(initialDepartment));
  const [priority, setPriority] = useState(String(DEFAULT_PRIORITY));
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !online) return;
    setFailure(null);
    const draft = { department: Number(department), priority: Number(priority), subject, content };
    const known = { departments: catalogue.departments.map((d) => d.id), priorities: catalogue.priorities.map((p) => p.id) };
    const problem = ticketDraftProblem(draft, known);
    if (problem) {
      setErrors({ [problem.field]: t(problemMessage(problem.field, problem.problem)) });
      document.getElementById(`${formId}-${problem.field}`)?.focus();
      return;
    }
    const fileProblem = await filesProblem(files);
    if (fileProblem) {
      setErrors({ file: t(problemMessage('file', fileProblem)) });
      return;
    }
    setErrors({});
    const form = new FormData();
    form.set('department', department);
    form.set('priority', priority);
    form.set('subject', subject);
    form.set('content', content);
    for (const file of files) form.append('file', file);
    setSending(true);
    try {
      const reply = await createTicket(form);
      if (reply.ok) {
        refreshTicketList();
        onCreated(reply.value.ticket);
        return;
      }
      const named = serverProblem(reply);
      if (named) setErrors({ [named.field]: t(problemMessage(named.field, named.problem)) });
      else setFailure(reply.message);
    } catch {
      setFailure(t('support.error_send'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="ticket-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('support.new_ticket')}>
      <div className="ticket-form__row">
        <SelectField
          id={`${formId}-department`}
          label={t('support.department')}
          value={department}
          onChange={(event) => setDepartment(event.target.value)}
          options={catalogue.departments.map((item) => ({ value: String(item.id), label: item.title }))}
          error={errors.department}
        />
        <SelectField
          id={`${formId}-priority`}
          label={t('support.priority')}
          value={priority}
          onChange={(event) => setPriority(event.target.value)}
          options={catalogue.priorities.map((item) => ({ value: String(item.id), label: item.title }))}
          error={errors.priority}
        />
      </div>
      <Field id={`${formId}-subject`} label={t('support.subject')} value={subject} maxLength={150} onChange={(event) => {
          setSubject(event.target.value);
          setErrors((prev) => ({ ...prev, subject: undefined }));
        }} error={errors.subject} />
      <TextAreaField
        id={`${formId}-content`}
        label={t('support.content')}
        value={content}
        rows={5}
        onChange={(event) => {
          setContent(event.target.value);
          setErrors((prev) => ({ ...prev, content: undefined }));
        }}
        error={errors.content}
      />
      <AttachmentInput files={files} onChange={setFiles} error={errors.file ?? null} />
      {failure && <Alert tone="error">{failure}</Alert>}
      {!online && <p className="muted">{t('support.offline_send')}</p>}
      <Button type="submit" variant="primary" loading={sending} loadingLabel={t('support.sending')} disabled={!online}>
        {t('support.send_ticket')}
      </Button>
    </form>
  );
}
