import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** What a person does to change what a part of the page holds: focus it by pointer, press it, type, paste or drop. */
const INPUT_EVENTS = ['mousedown', 'click', 'beforeinput', 'paste', 'drop'] as const;

/**
 * While `held`, the element's subtree takes no taps, clicks or typing: its events are stopped on the way down and
 * their default actions (focus, submit, text going in) cancelled. Listeners only, so holding and releasing restyles
 * nothing: `inert`, a cover or a hidden state each restyled and repainted a whole payment form in the tap's frame.
 */
export function useInputHeld(ref: RefObject<HTMLElement | null>, held: boolean): void {
  const heldNow = useRef(held);
  useLayoutEffect(() => {
    heldNow.current = held;
  });
  useEffect(() => {
    const element = ref.current;
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
  }, [ref]);
}
