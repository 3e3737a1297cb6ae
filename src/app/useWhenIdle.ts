import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/whenIdle';

/**
 * False until the browser is first idle after this component mounted: extras of a screen (offers, the chat, the
 * weekend modal) and the strings they bring load once the shell has painted and the main thread has a moment. Their
 * render is a transition, in short slices (useAfterFirstPaint).
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
