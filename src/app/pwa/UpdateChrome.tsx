import { lazy, useSyncExternalStore } from 'react';
import { useT } from '@/i18n/useT';
import { QuietPart } from '@/ui/Boundary';
import { loadWhenFetchable } from '@/lib/whenFetchable';
import { pendingUpdate, subscribeToUpdate } from './updateStore';

// "A new version is ready": the toast (sonner) loads only when a version is waiting.
const UpdateToast = lazy(loadWhenFetchable(() => import('./UpdateToast')));

/**
 * The update prompt for every screen (guest, trading, invoice), mounted once by App when the service worker code
 * has loaded: after the first paint and off the login path's JavaScript.
 */
export default function UpdateChrome() {
  const t = useT();
  const updateWaiting = useSyncExternalStore(subscribeToUpdate, pendingUpdate, () => null) !== null;
  if (!updateWaiting) return null;
  return (
    <QuietPart>
      <UpdateToast
        message={t('pwa.update_ready')}
        reloadLabel={t('pwa.reload')}
        toasterLabels={{ region: t('toast.region'), close: t('toast.close') }}
      />
    </QuietPart>
  );
}
