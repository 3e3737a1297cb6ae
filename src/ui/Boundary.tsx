import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode; onError?: (error: unknown, info: ErrorInfo) => void };

/** Renders `fallback` instead of a subtree that threw (including a lazy chunk that failed to load). */
export class Boundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A lazy part the screen goes on without, both while its code loads and if it fails to (an extra, a prompt, a
 * popup): nothing in its place either way.
 */
export function QuietPart({ children }: { children: ReactNode }) {
  return (
    <Boundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </Boundary>
  );
}
