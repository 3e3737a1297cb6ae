// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_PAINT_CLASS } from '@common/boot-paint';
import { BOOT_PAINT_SCRIPT } from '@common/boot-paint-script';
import { keepShellSnapshots } from '@/app/trading/shellSnapshot';
import { forgetPaintCopies } from '@/content/paintCopy';
import { unchangedAsLast } from '@/db/userState';
import { sampleUser } from './sample-user';

const SHELL = '<div class="boot"><p>Loading…</p></div>';

/** Keeps a copy of home for `en` the way the app does when the page is hidden, with the user it shows. */
function keepHome(): void {
  unchangedAsLast(sampleUser());
  const shell = document.createElement('div');
  shell.innerHTML = '<header><output class="balance" aria-label="Balance">$10,000.00</output></header><div class="fragment"><h1>Welcome back, Alex!</h1></div>';
  const stop = keepShellSnapshots(() => shell, 'en');
  window.dispatchEvent(new Event('pagehide'));
  stop();
}

/** Loads index.html's body at `path` and runs the inline script as the parser would; returns #root. */
function load(path: string): HTMLElement {
  history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${SHELL}</div>`;
  // oxlint-disable-next-line no-new-func -- the script is a string by design: index.html carries its exact text
  new Function(BOOT_PAINT_SCRIPT)();
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return root;
}

describe("index.html's boot paint (common/boot-paint.ts: a repeat visit of home paints the last home while parsing)", () => {
  afterEach(() => {
    forgetPaintCopies();
    vi.restoreAllMocks();
  });

  it('paints the copy the app kept into #root, inert and hidden from assistive technology, on home', () => {
    keepHome();
    for (const hash of ['', '#/', '#/home']) {
      const root = load(`/en/trading${hash}`);
      const paint = root.querySelector(`:scope > .${BOOT_PAINT_CLASS}`);
      expect(paint?.hasAttribute('inert'), hash).toBe(true);
      expect(paint?.getAttribute('aria-hidden')).toBe('true');
      expect(paint?.querySelector('[aria-label="Balance"]')?.textContent).toBe('$10,000.00');
      expect(root.querySelector('.boot')).toBeNull();
    }
  });

  it('leaves the plain shell on other screens and languages, and without a copy', () => {
    keepHome();
    for (const path of ['/en/trading#/show/funding', '/en/login', '/ru/trading#/home']) expect(load(path).innerHTML, path).toBe(SHELL);
    forgetPaintCopies();
    expect(load('/en/trading#/home').innerHTML).toBe(SHELL);
  });

  it('leaves the plain shell when storage is blocked (a privacy mode)', () => {
    keepHome();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(load('/en/trading#/home').innerHTML).toBe(SHELL);
  });
});
