import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true from the next frame: content that is not part of a screen's frame (server
 * copy, page fragments, the platform) starts loading only once the frame has painted. Their render is a transition:
 * React renders it in short slices the browser can paint and answer input between, not in one long task.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}
