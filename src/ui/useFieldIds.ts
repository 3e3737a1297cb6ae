import { useId } from 'react';
import type { FieldIds } from './FieldShell';

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const control = id ?? `f${generated}`;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}
