// A tiny HTML builder that escapes by default: every interpolated value is text unless it is already
// SafeHtml built here. Fragments therefore cannot smuggle markup from user data (names, e-mails).

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

export type HtmlPart = SafeHtml | string | number | null | undefined | false | readonly HtmlPart[];

function render(part: HtmlPart): string {
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === null || part === undefined || part === false) return '';
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: readonly HtmlPart[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Copy with {placeholders}: the copy and the values are both escaped. */
export function fill(template: string, values: Readonly<Record<string, string>>): SafeHtml {
  return new SafeHtml(escapeHtml(template).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : escapeHtml(value);
  }));
}

export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** A widget island the client mounts a React component into (ARCHITECTURE.md §3). */
export function island(name: string, props: { readonly [key: string]: JsonValue } = {}): SafeHtml {
  return html`<div data-widget="${name}" data-props='${JSON.stringify(props)}'></div>`;
}
