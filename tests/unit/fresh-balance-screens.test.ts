// @vitest-environment jsdom
// Dexie's live query runs only when Dexie found a global indexedDB as it loaded: the fake goes first.
// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { act, createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { saveUser } from '@/db/user';
import { TipForm } from '@/features/chat/TipForm';
import FundingScreen from '@/features/funding/FundingScreen';
import WithdrawalScreen from '@/features/withdrawal/WithdrawalScreen';
import { initI18n } from '@/i18n';
import { requestUserRefresh } from '@/sync/userRefresh';
import { sampleUser } from './sample-user';
import { eventually } from './waiting';

// The screens that spend money (deposit, withdrawal, the chat tip) ask the server for the user when they open, so
// the balance they show is not the stored copy from before a deposit made elsewhere; offline they ask nothing and
// show the stored balance as it is.

vi.mock('@/sync/userRefresh', () => ({ requestUserRefresh: vi.fn(() => Promise.resolve()) }));

const refresh = vi.mocked(requestUserRefresh);
let online = true;
let root: Root | null = null;
let host: HTMLElement | null = null;

const SCREENS: Array<[string, () => ReactElement]> = [
  ['the funding screen', () => createElement(FundingScreen, {})],
  ['the withdrawal screen', () => createElement(WithdrawalScreen)],
  ['the chat tip form', () => createElement(TipForm, { currency: 'USD', lang: 'en', host: 'anna', onHost: () => undefined, online, onSent: () => undefined })],
];

async function open(screen: () => ReactElement): Promise<HTMLElement> {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const mounted = root;
  await act(async () => mounted.render(screen()));
  return host;
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await initI18n('en');
});

beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // The screens' own calls (triggers, pending list, cards) are no part of this: the network is down for them.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('no network in this test')));
  refresh.mockClear();
  await saveUser(sampleUser({ wd_methods: 'Perfect Money', balances: [{ accountId: 7, accountGroup: 'real', amount: '500.00', netAmount: '500.00', currency: 'USD', type: 'real' }] }));
});

afterEach(async () => {
  const mounted = root;
  if (mounted) await act(async () => mounted.unmount());
  host?.remove();
  root = null;
  host = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db.user.clear();
});

describe('a money screen asks for a fresh balance when it opens', () => {
  it.each(SCREENS)('%s requests one user refresh on open, and none more while it stays open', async (_name, screen) => {
    await open(screen);
    expect(refresh).toHaveBeenCalledTimes(1);
    const mounted = root;
    await act(async () => mounted?.render(screen()));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it.each(SCREENS)('%s opened offline asks nothing, and asks once when the connection comes back', async (_name, screen) => {
    online = false;
    await open(screen);
    expect(refresh).not.toHaveBeenCalled();
    online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('offline, the withdrawal screen shows the stored balance at once, with no spinner', async () => {
    online = false;
    const page = await open(() => createElement(WithdrawalScreen));
    await eventually(() => expect(page.textContent).toContain('$500.00'));
    expect(page.querySelector('.spinner, [aria-busy="true"]')).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });
});
