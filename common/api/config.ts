import { boolean, nullable, string, type, type Infer } from 'superstruct';

// Replies read by src/api/config.ts (server/API.md, section `content`).
export const ConfigSchema = type({
  platformOrigin: string(),
  captchaSiteKey: nullable(string()),
  captchaScriptUrl: nullable(string()),
  sandbox: boolean(),
});
export type AppConfig = Infer<typeof ConfigSchema>;
