import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '@/lib/whenIdle';

/**
 * False on the first render, true once its frame has been painted: content that is not part of a screen's frame
 * (server copy, page fragments, the platform) starts loading only then (one animation frame would still come before
 * that paint). Their render is a transition: React renders it in short slices the browser can paint and answer
 * input between, not in one long task.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPaint(() => startTransition(() => setReady(true))), []);
  return ready;
}
