// The screen follows a tap a moment after the tap's own feedback. wouter's hash location is an external store, which
// React renders in the same task as the tap (a sync update): building the next screen (and taking down the last,
// home's platform frame among them) kept the tap's frame off the screen for tens of milliseconds on a phone. The
// screens read a deferred copy of the address instead: the tap's frame shows the bar and tabs on the new address at
// once, and React builds the screen in slices the browser can paint between (a second tap meanwhile wins).
import { createContext, useContext, useDeferredValue, type ReactNode } from 'react';
import { Router, useLocation, useRouter } from 'wouter';

type Shown = [location: string, navigate: ReturnType<typeof useLocation>[1]];

const ShownLocation = createContext<Shown | null>(null);

/** The screens' location hook: the deferred address, the app router's navigate. */
function useShownLocation(): Shown {
  const shown = useContext(ShownLocation);
  if (!shown) throw new Error('useShownLocation is used outside ShownLocationRouter');
  return shown;
}

/**
 * A router for the screens, the app router's in all but its location: the deferred address, so the links and routes
 * inside a screen agree with the screen they are on, even during the render that leaves it. `children` gets that
 * address too (for the route table).
 */
export function ShownLocationRouter({ children }: { children: (location: string) => ReactNode }) {
  const [location, navigate] = useLocation();
  const { base, parser, ssrPath, ssrSearch, ssrContext, hrefs, searchHook, aroundNav } = useRouter();
  const shown = useDeferredValue(location);
  return (
    <ShownLocation.Provider value={[shown, navigate]}>
      <Router hook={useShownLocation} {...{ base, parser, ssrPath, ssrSearch, ssrContext, hrefs, searchHook, aroundNav }}>
        {children(shown)}
      </Router>
    </ShownLocation.Provider>
  );
}
