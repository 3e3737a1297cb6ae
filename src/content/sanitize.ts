import DOMPurify from 'dompurify';

/**
 * Server HTML is data, never code: scripts, handlers, javascript: URLs, forms, frames and templates (inert markup
 * that code could clone to life) are removed before the fragment reaches the DOM. `data-widget`/`data-props`
 * survive (DOMPurify keeps data-* attributes). tests/unit/xss-corpus.test.ts runs a public corpus through it.
 */
const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  // Links that leave the app open in a new tab without handing it our window.
  if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
});

// Set once: a config passed to each sanitize() is parsed again on every call (its tag and attribute sets rebuilt).
purifier.setConfig({
  FORBID_TAGS: ['style', 'form', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'template'],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ALLOW_DATA_ATTR: true,
});

export function sanitizeFragment(html: string): string {
  return purifier.sanitize(html);
}
