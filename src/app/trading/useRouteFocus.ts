import { useEffect, useRef } from 'react';
import { focusHeadingWhenPainted } from '@/ui/focusHeading';
import { focusWhenNavigated } from './shownLocation';

/** The screen a hash route shows: `/show/funding/bitcoin` is still the funding screen (a method picked in it). */
export function screenOf(route: string): string {
  return route.split('/').slice(0, 3).join('/');
}

/**
 * On every change of screen after the first (a page load keeps the browser's own focus and scroll): the new screen
 * starts at its top and focus moves to its heading, as a page load would, instead of staying on a link that may
 * now be hidden (the "More" sheet closes) or dropping to <body>; unless the trader has moved the focus since they
 * asked for the screen. A change within a screen (its tabs write the route) leaves both alone.
 */
export function useRouteFocus(location: string): void {
  const screen = screenOf(location);
  const previous = useRef(screen);
  useEffect(() => {
    if (previous.current === screen) return;
    previous.current = screen;
    window.scrollTo(0, 0);
    return focusHeadingWhenPainted(focusWhenNavigated());
  }, [screen]);
}
