import { getHtml } from './http';

/** Server-driven fragments (spec §7 "Modals and pages"). The language is in the URL so the SW caches each apart. */
export type FragmentKind = 'pg' | 'ag' | 'modal';

export function fragmentUrl(kind: FragmentKind, name: string, lang: string): string {
  return `/api/${kind}/${encodeURIComponent(name)}?lang=${encodeURIComponent(lang)}`;
}

export function fetchFragment(kind: FragmentKind, name: string, lang: string): Promise<{ status: number; html: string }> {
  return getHtml(fragmentUrl(kind, name, lang));
}
