// Where a processor's page (its card page, a 3-D Secure check) sends the browser back: the app's own /listen/...
// route, whose listen call reads the outcome. The app owns these routes, so the URL is the app's, whichever
// processor (or none) took the payment; a refused payment goes there too, to read its refusal.

const LISTEN_ROUTE: Readonly<Record<string, string>> = {
  ORANGE: 'listen-orange',
  ORANGE_NOT3D: 'listen-orange',
  CONCEPT: 'listen-concept',
};

/** The client's /listen/... route for this attempt. */
export function returnUrl(row: { lang: string; processor: string; transactionId: string; depositId: string }): string {
  const route = LISTEN_ROUTE[row.processor] ?? 'listen';
  const lang = row.lang === 'ru' ? 'ru' : 'en';
  return `/${lang}/trading#/${route}/funding/${row.processor}/${encodeURIComponent(row.transactionId)}/${encodeURIComponent(row.depositId || '-')}`;
}
