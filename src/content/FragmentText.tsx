import { lazy, type ReactNode, Suspense } from 'react';

const ServerFragment = lazy(() => import('./ServerFragment'));

type Props = {
  /** The /api/ag (or /api/modal) fragment with this dialog's body text (spec §2). */
  name: string;
  kind?: 'ag' | 'modal';
  lang: string;
  /** The client's own words: shown while the fragment loads and whenever it cannot (offline, not cached, an error). */
  children: ReactNode;
};

/** A dialog's body text from the server, sanitized as every fragment; the client's copy until then or instead. */
export function FragmentText({ name, lang, children, kind = 'ag' }: Props) {
  return (
    <Suspense fallback={children}>
      <ServerFragment kind={kind} name={name} lang={lang} fallback={children} />
    </Suspense>
  );
}
