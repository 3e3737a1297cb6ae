import { boolean, nullable, string, type, type Infer } from 'superstruct';
import { getJson } from './http';

const ConfigSchema = type({
  platformOrigin: string(),
  captchaSiteKey: nullable(string()),
  captchaScriptUrl: nullable(string()),
  sandbox: boolean(),
});

export type AppConfig = Infer<typeof ConfigSchema>;

let cached: Promise<AppConfig> | null = null;

/** GET /api/config — public, fetched once per page load (a failed fetch is retried on the next call). */
export function getConfig(): Promise<AppConfig> {
  cached ??= getJson('/api/config', ConfigSchema).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
