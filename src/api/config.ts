import { askOrThrow } from './http';
import type { AppConfig } from '@common/api/config';
import { publicConfig } from '@common/api/content.calls';
export type { AppConfig } from '@common/api/config';



let cached: Promise<AppConfig> | null = null;

/** GET /api/config — public, fetched once per page load (a failed fetch is retried on the next call). */
export function getConfig(): Promise<AppConfig> {
  cached ??= askOrThrow(publicConfig, {}).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
