import { ApiError } from '@/api/errors';
import type { Translate } from '@/i18n';

/** The text a person sees for a transport failure (spec §8: "transport errors show the problem text"). */
export function problemText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('auth.server_error');
  switch (error.kind) {
    case 'network':
      return typeof navigator !== 'undefined' && !navigator.onLine ? t('error.offline') : t('error.network');
    case 'timeout':
      return t('error.timeout');
    case 'http':
      return error.status ? t('error.http', { status: error.status }) : error.message;
    case 'schema':
      return t('error.schema');
    case 'auth':
      return t('error.auth');
    case 'csrf':
      return t('error.csrf');
  }
}
