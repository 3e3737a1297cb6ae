import { lazy } from 'react';
import type { Lang } from '@/i18n';
import { QuietPart } from '@/ui/Boundary';
import { loadWhenFetchable } from '@/lib/whenFetchable';
import { runsInstalled } from '@/lib/runsInstalled';
import { useDocumentTitle } from '../useDocumentTitle';

// The live chat (spec §2) is for a browser page: the main-page variant is hidden in the installed app.
const LiveChat = lazy(loadWhenFetchable(() => import('@/features/chat/LiveChat')));

/**
 * What the guest screens do besides the form, none of it needed to use the form: the document title and the live
 * chat. Mounted by GuestLayout after the first paint. (The update prompt is App's, for every screen.)
 */
export default function GuestChrome({ screen, lang }: { screen: string | null; lang: Lang }) {
  useDocumentTitle(screen);
  if (runsInstalled()) return null;
  return (
    <QuietPart>
      <LiveChat lang={lang} />
    </QuietPart>
  );
}
