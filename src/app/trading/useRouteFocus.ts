import { useEffect, useRef } from 'react';
import { focusHeadingWhenPainted } from '@/ui/focusHeading';

/**
 * On every route change after the first (a page load keeps the browser's own focus and scroll): the new screen
 * starts at its top and focus moves to its heading, as a page load would, instead of staying on a link that may
 * now be hidden (the "More" sheet closes) or dropping to <body>.
 */
export function useRouteFocus(location: string): void {
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo(0, 0);
    return focusHeadingWhenPainted();
  }, [location]);
}
