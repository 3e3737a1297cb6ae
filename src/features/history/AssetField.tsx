import { useT } from '@/i18n/useT';
import { Field } from '@/ui/Field';

/** The asset (symbol) filter both order lists offer: free text, sent upper-cased (the server matches exactly). */
export function AssetField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <Field
      label={t('history.col_asset')}
      value={value}
      maxLength={16}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
