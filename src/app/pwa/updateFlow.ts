// The "new version ready → reload on the user's word" wiring between workbox-window and the page, apart from
// registration so a unit test can drive it with a fake waiting worker (tests/unit/pwa-update.test.ts).
import type { ApplyUpdate } from './updateStore';

type WorkboxEvent = { isUpdate?: boolean };

/** The part of workbox-window's Workbox this flow uses. */
export type UpdateSource = {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: WorkboxEvent) => void): void;
  /** Posts {type: 'SKIP_WAITING'} to the waiting worker (sw/routes.ts parsePageMessage). */
  messageSkipWaiting(): void;
};

/**
 * A waiting version is announced, never applied by itself. Applying it asks the waiting worker to skip waiting;
 * once it controls the page, the page reloads into the new version. The first install also fires 'controlling'
 * (the worker claims the page), which must not reload: only an accepted update does.
 */
export function wireUpdates(source: UpdateSource, onUpdateReady: (applyUpdate: ApplyUpdate) => void, reload: () => void): void {
  let accepted = false;
  const applyUpdate: ApplyUpdate = () => {
    if (accepted) return; // a second click while the worker activates changes nothing
    accepted = true;
    source.messageSkipWaiting();
  };
  source.addEventListener('controlling', () => {
    if (accepted) reload();
  });
  // Also fires on load when a version was already waiting from an earlier visit.
  source.addEventListener('waiting', () => onUpdateReady(applyUpdate));
}
