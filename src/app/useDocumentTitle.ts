import { useEffect } from 'react';
import { useT } from '@/i18n/useT';

/** "{screen} · {app}" in the UI language, or the app name alone; follows language changes. */
export function documentTitle(appName: string, screen: string | null): string {
  return screen ? `${screen} · ${appName}` : appName;
}

export function useDocumentTitle(screen: string | null): void {
  const t = useT();
  const title = documentTitle(t('app.name'), screen);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
