import { assetLabel } from '@common/assets';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { SelectField } from '@/ui/SelectField';
import { assetOptions, useAssets } from './useAssets';

/** The asset (symbol) filter of the trades list: one of the platform's assets, or any ('' ). */
export function AssetField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  const assets = useAssets();
  return (
    <SelectField
      label={t('history.col_asset')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[{ value: '', label: t('history.any') }, ...assetOptions(assets, value).map((symbol) => ({ value: symbol, label: assetLabel(symbol, currentLang()) }))]}
    />
  );
}
