// Shows "a new version is ready" as a persistent sonner toast with a Reload action once the service worker
// reports a waiting update. It goes to the toaster with id UPDATE_TOASTER (UpdateToast mounts it), so it shows
// once on every screen, whatever other toasters the screen has; texts come from the caller (pwa.update_ready and
// pwa.reload).
import { useEffect, useSyncExternalStore } from 'react';
import { toast } from '@/ui/toast';
import { pendingUpdate, subscribeToUpdate } from './updateStore';

export type UpdatePromptProps = {
  /** e.g. t('pwa.update_ready') → "A new version is ready" */
  message: string;
  /** e.g. t('pwa.reload') → "Reload" */
  reloadLabel: string;
};

const TOAST_ID = 'pwa-update-ready';
export const UPDATE_TOASTER = 'pwa-update';

export function UpdatePrompt({ message, reloadLabel }: UpdatePromptProps): null {
  const applyUpdate = useSyncExternalStore(subscribeToUpdate, pendingUpdate, () => null);

  useEffect(() => {
    if (applyUpdate === null) return;
    // Same id: a language change re-renders the same toast instead of stacking a second one.
    toast(message, {
      id: TOAST_ID,
      toasterId: UPDATE_TOASTER,
      duration: Number.POSITIVE_INFINITY,
      action: { label: reloadLabel, onClick: () => applyUpdate() },
    });
  }, [applyUpdate, message, reloadLabel]);

  useEffect(() => () => void toast.dismiss(TOAST_ID), []);

  return null;
}
