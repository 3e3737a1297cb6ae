import { type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';

/** What a person does to change what a part of the page holds: focus it by pointer, press it, type, paste or drop. */
const INPUT_EVENTS = ['mousedown', 'click', 'beforeinput', 'paste', 'drop'] as const;

/**
 * A ref for an element whose subtree takes no taps, clicks or typing while `held`: its events are stopped on the way
 * down and their default actions (focus, submit, text going in) cancelled. Listeners only, so holding and releasing
 * restyles nothing: `inert`, a cover or a hidden state each restyled and repainted a whole payment form in the tap's
 * frame. A callback ref, so an element that mounts after the first render (a screen waiting for its data) is held too.
 */
export function useInputHeld(held: boolean): RefCallback<HTMLElement> {
  const heldNow = useRef(held);
  useLayoutEffect(() => {
    heldNow.current = held;
  });
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const stop = (event: Event): void => {
      if (!heldNow.current) return;
      event.preventDefault();
      event.stopPropagation();
    };
    for (const kind of INPUT_EVENTS) element.addEventListener(kind, stop, true);
    return () => {
      for (const kind of INPUT_EVENTS) element.removeEventListener(kind, stop, true);
    };
  }, []);
}
