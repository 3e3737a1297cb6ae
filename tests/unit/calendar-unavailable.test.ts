// @vitest-environment jsdom
// Dexie's live query runs only when Dexie found a global indexedDB as it loaded: the fake goes first.
// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchCalendar } from '@/api/calendar';
import { ApiError } from '@/api/errors';
import CalendarScreen from '@/features/calendar/CalendarScreen';
import { changeLanguage, initI18n } from '@/i18n';
import { eventually } from './waiting';

// The calendar screen when the server has no calendar source (or its feed is down): a plain "not available" state,
// not a spinner and not an error box; any other failure still says the load failed.

vi.mock('@/api/calendar', async (original) => ({ ...(await original<typeof import('@/api/calendar')>()), fetchCalendar: vi.fn() }));
const fetching = vi.mocked(fetchCalendar);

let root: Root | null = null;

async function open(): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const mounted = createRoot(host);
  root = mounted;
  await act(async () => mounted.render(createElement(CalendarScreen)));
  return host;
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await initI18n('en');
});

afterEach(async () => {
  const mounted = root;
  if (mounted) await act(async () => mounted.unmount());
  root = null;
  document.body.replaceChildren();
  await changeLanguage('en');
});

describe('calendar screen', () => {
  it.each([
    ['en', 'The calendar is not available right now'],
    ['ru', 'Календарь сейчас недоступен'],
  ] as const)('says the calendar is not available (%s) when the server answers calendar.unavailable', async (lang, title) => {
    await changeLanguage(lang);
    fetching.mockRejectedValue(new ApiError('http', 'unavailable', undefined, 'calendar.unavailable'));
    const host = await open();
    await eventually(() => expect(host.querySelector('.state__title')?.textContent).toBe(title));
    expect(host.querySelector('[role="alert"], .alert')).toBeNull();
    expect(host.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('any other failure is still a load error', async () => {
    fetching.mockRejectedValue(new ApiError('network', 'down'));
    const host = await open();
    await eventually(() => expect(host.textContent).toContain('The calendar could not be loaded'));
    expect(host.textContent).not.toContain('The calendar is not available right now');
  });
});
