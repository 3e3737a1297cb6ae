// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInputHeld } from '@/lib/useInputHeld';

// The deposit screen's last payment form stays on the screen while the chosen one is built; held, it takes no taps or
// typing, so nothing goes into a form about to vanish. Released, it works as before.

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | null = null;

function Panel({ held, onClick, shown = true }: { held: boolean; onClick: () => void; shown?: boolean }) {
  const ref = useInputHeld(held);
  // A screen renders nothing until its data is there: the held element mounts in a later render.
  if (!shown) return null;
  return createElement('div', { ref }, createElement('input', { 'aria-label': 'Amount' }), createElement('button', { type: 'button', onClick }, 'Pay'));
}

/** Renders the panel (again, in the same root, once there is one). */
async function render(held: boolean, onClick: () => void, shown = true): Promise<HTMLElement> {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  const mounted = root;
  await act(async () => mounted.render(createElement(Panel, { held, onClick, shown })));
  return document.body;
}

/** The events a tap, a click and a keystroke into the field send; true when each went through. */
function interact(page: HTMLElement): { focused: boolean; typed: boolean } {
  const input = page.querySelector('input');
  if (!input) throw new Error('no input');
  const focused = input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
  const typed = input.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, cancelable: true, inputType: 'insertText', data: '5' }));
  page.querySelector('button')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  return { focused, typed };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('a part of the page held from input', () => {
  it('takes no tap, click or typing while held', async () => {
    const onClick = vi.fn();
    const page = await render(true, onClick);
    expect(interact(page)).toEqual({ focused: false, typed: false });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('holds an element that mounts after the first render', async () => {
    const onClick = vi.fn();
    await render(true, onClick, false);
    const page = await render(true, onClick);
    expect(interact(page)).toEqual({ focused: false, typed: false });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('works as before once released', async () => {
    const onClick = vi.fn();
    await render(true, onClick);
    const page = await render(false, onClick);
    expect(interact(page)).toEqual({ focused: true, typed: true });
    expect(onClick).toHaveBeenCalledOnce();
  });
});
