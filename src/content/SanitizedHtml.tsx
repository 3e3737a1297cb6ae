import { useMemo } from 'react';
import { sanitizeFragment } from './sanitize';

/**
 * Server HTML that is not a page (a news article's body): the same DOMPurify pass as every fragment, no widget
 * islands. The one other place besides ServerFragment where server HTML reaches the DOM.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => ({ __html: sanitizeFragment(html) }), [html]);
  return <div className={className ? `fragment ${className}` : 'fragment'} dangerouslySetInnerHTML={clean} />;
}
