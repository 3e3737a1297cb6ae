/**
 * A widget's loading placeholder. A component of its own, not a bare <div> the widget returns, so the widget's
 * content comes in as new nodes: React would otherwise reuse the placeholder's <div> as the content's root, and
 * Chromium reports that node as moved from where the pulsing placeholder was drawn (a layout shift).
 */
export function LoadingBlock({ label }: { label: string }) {
  return <div className="skeleton" role="status" aria-busy="true" aria-label={label} />;
}
