import type { ReactNode } from 'react';
import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';
import { Boundary } from '@/ui/Boundary';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';

/** 'page': a routed screen's content; 'widget': one island inside a server page. */
export type Part = 'page' | 'widget';

/*
 * Keeps a failure where it happened: a widget that throws, or a lazy chunk that cannot load, replaces only its own
 * part with a message, and the app around it (balance, menu, logout) stays usable. A failed lazy import is cached
 * by React, so the way back is a reload, not a re-render.
 */
export function PartBoundary({ part, children }: { part: Part; children: ReactNode }) {
  return <Boundary fallback={<PartError part={part} />}>{children}</Boundary>;
}

function reload(): void {
  location.reload();
}

function PartError({ part }: { part: Part }) {
  const t = useT();
  switch (part) {
    case 'page':
      return <ErrorState title={t('content.error_title')} description={t('content.error_text')} retryLabel={t('pwa.reload')} onRetry={reload} />;
    case 'widget':
      return (
        <Alert tone="error" title={t('content.widget_error')}>
          <Button variant="secondary" onClick={reload}>
            {t('pwa.reload')}
          </Button>
        </Alert>
      );
  }
}
