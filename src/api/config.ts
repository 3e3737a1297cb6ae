import { getJson } from './http';
import { ConfigSchema, type AppConfig } from '@common/api/config';
export type { AppConfig } from '@common/api/config';



let cached: Promise<AppConfig> | null = null;

/** GET /api/config — public, fetched once per page load (a failed fetch is retried on the next call). */
export function getConfig(): Promise<AppConfig> {
  cached ??= getJson('/api/config', ConfigSchema).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
