// The screen follows a tap a frame after the tap's own feedback. wouter's hash location is an external store, which
// React renders in the same task as the tap (a sync update): building the next screen (and taking down the last,
// home's platform frame among them) kept the tap's frame off the screen for tens of milliseconds on a phone. The
// screens read their own copy of the address instead, moved on once the frame showing the tap (the bar and tabs on
// the new address) is on the screen, as a transition: React builds the screen in slices the browser can paint
// between, and a second tap meanwhile wins.
import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, useLocation, useRouter } from 'wouter';
import { afterPaint } from '@/lib/whenIdle';

type Shown = [location: string, navigate: ReturnType<typeof useLocation>[1]];

const ShownLocation = createContext<Shown | null>(null);

/** A hidden page paints no frame: its screen follows after this long instead. */
const SHOWN_FALLBACK_MS = 100;

/** What had the focus when the address last moved (the link tapped or entered, most often). */
let focusAtNavigation: Element | null = null;

/**
 * The element that had the focus when the trader asked for the screen now shown: the screen's heading takes the
 * focus from it (useRouteFocus), but not from wherever the trader has moved it since (Tab pressed while the screen
 * was being built).
 */
export function focusWhenNavigated(): Element | null {
  return focusAtNavigation;
}

/** The screens' location hook: the shown address, the app router's navigate. */
function useShownLocation(): Shown {
  const shown = useContext(ShownLocation);
  if (!shown) throw new Error('useShownLocation is used outside ShownLocationRouter');
  return shown;
}

/**
 * A router for the screens, the app router's in all but its location: the shown address, so the links and routes
 * inside a screen agree with the screen they are on, even during the render that leaves it. `children` gets that
 * address too (for the route table).
 */
export function ShownLocationRouter({ children }: { children: (location: string) => ReactNode }) {
  const [location, navigate] = useLocation();
  const { base, parser, ssrPath, ssrSearch, ssrContext, hrefs, searchHook, aroundNav } = useRouter();
  const [shown, setShown] = useState(location);
  // In the task of the tap or key that moved the address, before anything else can move the focus.
  // oxlint-disable-next-line react/exhaustive-effect-dependencies -- a move of the address is the trigger
  useLayoutEffect(() => void (focusAtNavigation = document.activeElement), [location]);
  useEffect(() => {
    if (location === shown) return undefined;
    return afterPaint(() => startTransition(() => setShown(location)), SHOWN_FALLBACK_MS);
  }, [location, shown]);
  // The same value until the shown address moves: what reads it on the screen (its links) does not render for a tap.
  const value = useMemo<Shown>(() => [shown, navigate], [shown, navigate]);
  const screens = (
    // oxlint-disable-next-line react/hooks -- wouter takes its location hook as a prop and calls it in its own components
    <Router hook={useShownLocation} {...{ base, parser, ssrPath, ssrSearch, ssrContext, hrefs, searchHook, aroundNav }}>
      {children(shown)}
    </Router>
  );
  return <ShownLocation.Provider value={value}>{screens}</ShownLocation.Provider>;
}
