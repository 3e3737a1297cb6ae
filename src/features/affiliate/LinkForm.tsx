import { useState, type FormEvent } from 'react';
import { LINK_NAME_MAX, linkProblem } from '@common/affiliate';
import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';

type Props = {
  programs: readonly { id: string; title: string }[];
  online: boolean;
  /** Saves the link: null when saved, else the server's reason (e.g. too many new links today) to show. */
  onSave(name: string, landing: string): Promise<string | null>;
};

/** A new link: its name and the landing page it leads to (spec §5: both required). What was typed stays on failure. */
export function LinkForm({ programs, online, onSave }: Props) {
  const t = useT();
  const [name, setName] = useState('');
  const [landing, setLanding] = useState('');
  const [problem, setProblem] = useState<'fill' | 'too_long' | 'save' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = linkProblem(name, landing);
    if (found) {
      setProblem(found === 'required' ? 'fill' : 'too_long');
      return;
    }
    setBusy(true);
    // A refusal with a reason shows the server's words; a failure without one (offline, an error) the generic one.
    const refused = await onSave(name.trim(), landing).catch(() => '');
    setBusy(false);
    setProblem(refused === null ? null : 'save');
    setRefusal(refused || null);
    if (refused === null) setName('');
  };

  return (
    <form className="affiliate-form" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        label={t('affiliate.link_name')}
        value={name}
        maxLength={LINK_NAME_MAX}
        error={problem === 'fill' && !name.trim() ? t('affiliate.name_required') : problem === 'too_long' ? t('affiliate.name_too_long') : null}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label={t('affiliate.landing')}
        value={landing}
        placeholder={t('affiliate.choose_landing')}
        options={programs.map((program) => ({ value: program.id, label: program.title }))}
        // Each field says what it lacks, so one message is not printed twice.
        error={problem === 'fill' && !landing ? t('affiliate.landing_required') : null}
        onChange={(event) => setLanding(event.target.value)}
      />
      {problem === 'save' && <Alert tone="error">{refusal ?? t('affiliate.save_error')}</Alert>}
      <Button type="submit" variant="primary" disabled={!online || busy} aria-busy={busy}>
        {t('affiliate.create')}
      </Button>
    </form>
  );
}
