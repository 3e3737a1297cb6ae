// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepShellSnapshots, shellSnapshot } from '@/app/trading/shellSnapshot';
import { lastShownUser } from '@/app/trading/embeddedUser';
import { forgetPaintCopies } from '@/content/paintCopy';
import { unchangedAsLast } from '@/db/userState';
import { sampleUser } from './sample-user';

const HOME = `
  <header class="topbar">
    <output class="balance" aria-label="Balance"><span class="balance__amount">$10,000.00</span></output>
    <button aria-expanded="true" aria-controls="acc">AM</button>
    <div id="acc" class="account-menu__panel account-menu__panel--open"><p>Alex</p></div>
    <div class="notifications__panel" role="region"><p>Deposit received</p></div>
  </header>
  <main class="main"><div class="screen">
    <section class="trading-platform" aria-label="Trading platform"><iframe src="https://platform.example/trade#t=one-time"></iframe></section>
    <div class="fragment"><h1>Welcome back, Alex!</h1></div>
    <section class="chat-panel"><h2>Chat</h2></section>
    <dialog open><p>Signal</p></dialog>
  </div></main>`;

function shell(html = HOME): HTMLElement {
  const element = document.createElement('div');
  element.className = 'app-shell';
  element.innerHTML = html;
  return element;
}

describe('the boot paint of home (a repeat visit paints the last home before the app has loaded)', () => {
  afterEach(() => forgetPaintCopies());

  it('keeps the frame, the balance and the page, and leaves out frames, dialogs and open menus; the chat keeps only its place', () => {
    const copy = document.createElement('div');
    copy.innerHTML = shellSnapshot(shell()) ?? '';
    expect(copy.querySelector('.balance__amount')?.textContent).toBe('$10,000.00');
    expect(copy.querySelector('.fragment h1')?.textContent).toBe('Welcome back, Alex!');
    // The platform keeps its place, empty: a copied iframe would load a spent one-time URL.
    expect(copy.querySelector('.trading-platform')?.childElementCount).toBe(0);
    expect(copy.querySelector('iframe, dialog, .chat-panel, .notifications__panel')).toBeNull();
    expect(copy.querySelector('.chat-placeholder')?.getAttribute('aria-hidden')).toBe('true');
    expect(copy.querySelector('.account-menu__panel--open')).toBeNull();
    expect(copy.querySelector('[aria-expanded="true"]')).toBeNull();
  });

  it('keeps nothing while the frame shows no balance yet', () => {
    expect(shellSnapshot(shell('<main class="boot-state">Loading…</main>'))).toBeNull();
  });

  it('writes the copy when the page is hidden, where the boot paint reads it, and not once unsubscribed', () => {
    const shown = unchangedAsLast(sampleUser({ firstName: 'Alex' })); // the user the live read handed out last
    let current: HTMLElement | null = shell();
    const stop = keepShellSnapshots(() => current, 'en');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('paint:shell/trading-home/en')).toContain('Welcome back, Alex!');
    // The user that copy shows goes with it: the app's first render starts from it, not from IndexedDB.
    expect(lastShownUser('en')).toEqual(shown);
    expect(lastShownUser('ru')).toBeNull();

    forgetPaintCopies();
    window.dispatchEvent(new Event('pageshow')); // shown again (back/forward cache)
    current = null; // leaving: the session's end has wiped the copies, nothing is written back
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('paint:shell/trading-home/en')).toBeNull();
    expect(lastShownUser('en')).toBeNull();

    current = shell();
    window.dispatchEvent(new Event('pageshow'));
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('paint:shell/trading-home/en')).toBeNull();
  });

  it('keeps no copy while no user has been shown', () => {
    unchangedAsLast(null);
    const stop = keepShellSnapshots(() => shell(), 'en');
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(localStorage.getItem('paint:shell/trading-home/en')).toBeNull();
  });

  it('takes one copy per hiding: leaving fires pagehide, then visibilitychange', () => {
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    let reads = 0;
    const stop = keepShellSnapshots(() => {
      reads += 1;
      return shell();
    }, 'en');
    try {
      window.dispatchEvent(new Event('pagehide'));
      document.dispatchEvent(new Event('visibilitychange'));
      expect(reads).toBe(1);
      state = 'visible'; // back on the page, then hidden again (a tab switch)
      document.dispatchEvent(new Event('visibilitychange'));
      state = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      expect(reads).toBe(2);
    } finally {
      stop();
      delete (document as { visibilityState?: unknown }).visibilityState; // jsdom's own getter again
    }
  });
});
