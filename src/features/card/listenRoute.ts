import { isProcessorName, type ProcessorName } from './types';

/** `/listen/{page}/{proc}/{id}/{uid}` and its -orange, -union, -concept variants (spec §2): the 3-D Secure return. */
export function parseListenRoute(location: string): { processor: ProcessorName; transactionId: string } | null {
  const match = /^\/listen(?:-orange|-union|-concept)?\/[^/]+\/([^/]+)\/([^/]+)\/[^/]+\/?$/.exec(location);
  if (!match) return null;
  const processor = decodeURIComponent(match[1] ?? '').toUpperCase();
  const transactionId = decodeURIComponent(match[2] ?? '');
  return isProcessorName(processor) && transactionId !== '' ? { processor, transactionId } : null;
}

/** `/listen-union/...`: a UnionPay card payment came back; its outcome comes from /api/unionpay/listen. */
export function isUnionReturn(location: string): boolean {
  return location.startsWith('/listen-union/');
}
