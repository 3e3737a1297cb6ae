import { describe, expect, it, vi } from 'vitest';
import { listenForSignalRequests } from '@/app/pwa/signalRequests';
import { openSignal, showSignal, type SignalWorkerEnv, type WindowLike } from '../../sw/signal-handlers';
import { openSignalMessage, parseNotificationData, parseOpenSignal, parseShowSignal, type ShowSignalMessage } from '../../sw/signal-message';

const ORIGIN = 'http://localhost:8080';
const message = { type: 'SHOW_SIGNAL', id: 'sig-1', title: 'Trading signal', body: 'EURUSD · Call (up)', url: '/en/trading#/home' };

describe('the SHOW_SIGNAL message the page posts to the service worker', () => {
  it('is accepted with a same-origin trading URL, made absolute', () => {
    expect(parseShowSignal(message, ORIGIN)).toEqual({ ...message, url: `${ORIGIN}/en/trading#/home` });
  });

  it('never opens another origin or another page', () => {
    for (const url of ['https://evil.example/en/trading', '//evil.example/en/trading', '/en/login', 'javascript:alert(1)', '/en/trading/../../x']) {
      expect(parseShowSignal({ ...message, url }, ORIGIN)).toBeNull();
    }
  });

  it('ignores other shapes', () => {
    for (const data of [null, 'SHOW_SIGNAL', { ...message, type: 'SKIP_WAITING' }, { ...message, id: '' }, { ...message, title: 5 }]) {
      expect(parseShowSignal(data, ORIGIN)).toBeNull();
    }
  });
});

/** The worker's world in miniature: permission, the app's windows, the notifications shown, the windows opened. */
function fakeWorker(permission: NotificationPermission, windows: WindowLike[]) {
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const env: SignalWorkerEnv = {
    permission: () => permission,
    windows: async () => windows,
    showNotification: async (title, options) => {
      shown.push({ title, options });
    },
    openWindow: async (url) => {
      opened.push(url);
      return null;
    },
  };
  return { env, shown, opened };
}

function fakeWindow(url: string, visibilityState: DocumentVisibilityState) {
  const posted: unknown[] = [];
  const focus = vi.fn(async () => undefined);
  const client: WindowLike = { url, visibilityState, focus, postMessage: (data) => posted.push(data) };
  return { client, posted, focus };
}

const shown: ShowSignalMessage = { ...message, type: 'SHOW_SIGNAL', url: `${ORIGIN}/en/trading#/home` };

describe('the service worker shows a signal as a system notification', () => {
  it('only where permission was given', async () => {
    for (const permission of ['default', 'denied'] as const) {
      const worker = fakeWorker(permission, []);
      expect(await showSignal(worker.env, shown)).toBe(false);
      expect(worker.shown).toEqual([]);
    }
  });

  it('only when no window of the app is visible (a visible one shows the popup itself)', async () => {
    const visible = fakeWorker('granted', [fakeWindow(`${ORIGIN}/en/trading#/home`, 'hidden').client, fakeWindow(`${ORIGIN}/en/trading#/show/history`, 'visible').client]);
    expect(await showSignal(visible.env, shown)).toBe(false);
    expect(visible.shown).toEqual([]);

    const hidden = fakeWorker('granted', [fakeWindow(`${ORIGIN}/en/trading#/home`, 'hidden').client]);
    expect(await showSignal(hidden.env, shown)).toBe(true);
    expect(hidden.shown).toEqual([
      {
        title: 'Trading signal',
        options: expect.objectContaining({ body: 'EURUSD · Call (up)', tag: 'signal-sig-1', data: { url: shown.url, id: 'sig-1' } }),
      },
    ]);
  });
});

describe('a click on the notification opens the app on the signal', () => {
  it('brings an open window forward and tells it which signal to open', async () => {
    const other = fakeWindow(`${ORIGIN}/en/login`, 'hidden');
    const app = fakeWindow(`${ORIGIN}/en/trading#/show/history`, 'hidden');
    const worker = fakeWorker('granted', [other.client, app.client]);
    expect(await openSignal(worker.env, { url: shown.url, id: 'sig-1' })).toBe('focused');
    expect(app.focus).toHaveBeenCalledOnce();
    expect(app.posted).toEqual([{ type: 'OPEN_SIGNAL', id: 'sig-1' }]);
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.opened).toEqual([]);
  });

  it('still tells the window when the browser refuses to focus it', async () => {
    const app = fakeWindow(`${ORIGIN}/en/trading#/home`, 'hidden');
    app.focus.mockRejectedValueOnce(new Error('InvalidAccessError'));
    const worker = fakeWorker('granted', [app.client]);
    expect(await openSignal(worker.env, { url: shown.url, id: 'sig-2' })).toBe('focused');
    expect(app.posted).toEqual([{ type: 'OPEN_SIGNAL', id: 'sig-2' }]);
  });

  it('opens the app on #/home when no window of it is open', async () => {
    const worker = fakeWorker('granted', [fakeWindow(`${ORIGIN}/en/login`, 'hidden').client]);
    expect(await openSignal(worker.env, { url: shown.url, id: 'sig-1' })).toBe('opened');
    expect(worker.opened).toEqual([`${ORIGIN}/en/trading#/home`]);
  });

  it('reads back only its own notification data, on its own origin', () => {
    expect(parseNotificationData({ url: shown.url, id: 'sig-1' }, ORIGIN)).toEqual({ url: shown.url, id: 'sig-1' });
    for (const data of [null, { url: shown.url }, { id: 'sig-1' }, { url: 'https://evil.example/en/trading', id: 'x' }, { url: 5, id: 'x' }]) {
      expect(parseNotificationData(data, ORIGIN)).toBeNull();
    }
  });

  it('the page hears OPEN_SIGNAL from the worker and nothing else', () => {
    const container = new EventTarget();
    const open = vi.fn();
    const stop = listenForSignalRequests(container, open);
    container.dispatchEvent(new MessageEvent('message', { data: openSignalMessage('sig-9') }));
    for (const data of [{ type: 'OPEN_SIGNAL' }, { type: 'OPEN_SIGNAL', id: '' }, { type: 'SHOW_SIGNAL', id: 'x' }, 'OPEN_SIGNAL', null]) {
      container.dispatchEvent(new MessageEvent('message', { data }));
    }
    expect(open.mock.calls).toEqual([['sig-9']]);
    expect(parseOpenSignal({ type: 'OPEN_SIGNAL', id: 'x'.repeat(65) })).toBeNull();
    stop();
    container.dispatchEvent(new MessageEvent('message', { data: openSignalMessage('sig-10') }));
    expect(open).toHaveBeenCalledOnce();
    expect(listenForSignalRequests(null, open)).toBeTypeOf('function');
  });
});
