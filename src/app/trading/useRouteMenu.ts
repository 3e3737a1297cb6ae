import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useDismiss } from '@/ui/useDismiss';

/**
 * A shell menu's open state that closes on a press outside `root`, on Escape, and when the route changes (picking
 * a link inside goes somewhere): it is open only at the route where it was opened.
 */
export function useRouteMenu<T extends HTMLElement>() {
  const [location] = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const root = useRef<T>(null);
  // Leaving the route closes the menu for good (state adjusted while rendering): coming back must not reopen it.
  if (openAt !== null && openAt !== location) setOpenAt(null);
  const open = openAt === location;
  const setOpen = useCallback((next: boolean) => setOpenAt(next ? location : null), [location]);
  useDismiss(open, setOpen, root);
  return { open, setOpen, root, location };
}
