import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useT } from '@/i18n/useT';
import { Boundary } from '@/ui/Boundary';
import { pendingUpdate, subscribeToUpdate } from '../pwa/updateStore';
import { useDocumentTitle } from '../useDocumentTitle';

// "A new version is ready": the toast (sonner) loads only when a version is waiting.
const UpdateToast = lazy(() => import('../pwa/UpdateToast'));

/**
 * What the guest screens do besides the form, none of it needed to use the form: the document title, and the
 * update prompt. Mounted by GuestLayout after the first paint, so it stays off the login path's JavaScript.
 */
export default function GuestChrome({ screen }: { screen: string | null }) {
  const t = useT();
  useDocumentTitle(screen);
  const updateWaiting = useSyncExternalStore(subscribeToUpdate, pendingUpdate, () => null) !== null;
  if (!updateWaiting) return null;
  return (
    <Boundary fallback={null}>
      <Suspense fallback={null}>
        <UpdateToast
          message={t('pwa.update_ready')}
          reloadLabel={t('pwa.reload')}
          toasterLabels={{ region: t('toast.region'), close: t('toast.close') }}
        />
      </Suspense>
    </Boundary>
  );
}
