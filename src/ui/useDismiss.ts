import { useEffect, type RefObject } from 'react';

/**
 * While a dropdown is open, a press outside `root` or Escape closes it (the top bar's menus). Takes the open
 * state's setter (stable), so the listeners are armed again only when `open` changes.
 */
export function useDismiss(open: boolean, setOpen: (open: boolean) => void, root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current || root.current.contains(event.target)) return;
      // A backdrop closes its menu on click, so the press under it never reaches the page.
      if (event.target instanceof Element && event.target.closest('[data-backdrop]')) return;
      setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen, root]);
}
