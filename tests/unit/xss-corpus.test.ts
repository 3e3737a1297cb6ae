// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeFragment } from '@/content/sanitize';
import { XSS_VECTORS } from '../fixtures/xss-vectors';

// Every public vector of the corpus through the sanitizer every server fragment passes: what comes out may keep
// text and harmless markup, but nothing that can run — no script, no handler, no script URL, no frame or form.

const DANGEROUS_TAGS = 'script, iframe, frame, object, embed, form, base, meta, link, style, template, noscript';
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data:text\/html)/i;

function dangersIn(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const element of host.querySelectorAll(DANGEROUS_TAGS)) found.push(`<${element.tagName.toLowerCase()}>`);
  for (const element of host.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${name}=`);
      if (['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'dynsrc', 'data', 'to', 'values'].includes(name) && SCRIPT_URL.test(attribute.value)) {
        found.push(`${name}=${attribute.value.slice(0, 20)}`);
      }
      if (name === 'style' || name === 'srcdoc') found.push(`${name}=`);
    }
  }
  return found;
}

describe('XSS corpus through the fragment sanitizer', () => {
  it(`leaves nothing that can run in any of the ${XSS_VECTORS.length} vectors`, () => {
    const survivors = XSS_VECTORS.map((vector) => ({ vector, dangers: dangersIn(sanitizeFragment(`<section>${vector}</section>`)) })).filter(
      (result) => result.dangers.length > 0,
    );
    expect(survivors).toEqual([]);
  });

  it('still keeps the widget islands and plain markup', () => {
    const clean = sanitizeFragment('<section><h2>News</h2><div data-widget="account-summary" data-props=\'{"a":1}\'></div><a href="/en/trading#/home">Home</a></section>');
    expect(clean).toContain('data-widget="account-summary"');
    expect(clean).toContain('<h2>News</h2>');
    expect(clean).toContain('href="/en/trading#/home"');
  });
});
