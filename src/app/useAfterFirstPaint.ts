import { useEffect, useState } from 'react';

/**
 * False on the first render, true from the next frame: content that is not part of a screen's frame (server
 * copy, page fragments, the platform) starts loading only once the frame has painted.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}
