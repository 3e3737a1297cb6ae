import type { ChangeEvent } from 'react';
import { useT } from '@/i18n/useT';
import { SelectField } from '@/ui/SelectField';

const STATUSES = ['open', 'won', 'lost', 'tie'] as const;

/** The order-status filter both order lists offer (history's trades tab, reports); '' means any status. */
export function OrderStatusSelect({ value, onChange }: { value: string; onChange: (event: ChangeEvent<HTMLSelectElement>) => void }) {
  const t = useT();
  return (
    <SelectField
      label={t('history.col_status')}
      value={value}
      onChange={onChange}
      options={[{ value: '', label: t('history.any') }, ...STATUSES.map((status) => ({ value: status, label: t(`history.status_${status}`) }))]}
    />
  );
}
