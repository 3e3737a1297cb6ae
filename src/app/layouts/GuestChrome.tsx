import { useDocumentTitle } from '../useDocumentTitle';

/**
 * What the guest screens do besides the form, none of it needed to use the form: the document title. Mounted by
 * GuestLayout after the first paint. (The update prompt is App's, for every screen: ../pwa/UpdateChrome.)
 */
export default function GuestChrome({ screen }: { screen: string | null }) {
  useDocumentTitle(screen);
  return null;
}
