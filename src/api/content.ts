import { getHtml } from './http';
import { modalText, offerText, pageFragment } from '@common/api/content.calls';
import { pathOf } from '@common/api/route';

/** Server-driven fragments (spec §7 "Modals and pages"). The language is in the URL so the SW caches each apart. */
export type FragmentKind = 'pg' | 'ag' | 'modal';

const FRAGMENT_CALLS = { pg: pageFragment, ag: offerText, modal: modalText } as const;

export function fragmentUrl(kind: FragmentKind, name: string, lang: string): string {
  return `${pathOf(FRAGMENT_CALLS[kind], { name })}?lang=${encodeURIComponent(lang)}`;
}

export function fetchFragment(kind: FragmentKind, name: string, lang: string): Promise<{ status: number; html: string }> {
  return getHtml(fragmentUrl(kind, name, lang));
}
