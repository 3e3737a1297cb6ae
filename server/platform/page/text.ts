// The words the page's script writes (results, refusals, the deposit link). page.ts renders them for the app's
// language into <html data-text='…'>; main.ts reads them back here. Pure, so the bundle stays small.

export const SCRIPT_TEXT_KEYS = [
  'won',
  'lost',
  'tie',
  'call',
  'put',
  'seconds',
  'opened',
  'entry',
  'closesIn',
  'deposit',
  'empty',
  'practiceEmpty',
  'unreachable',
  'refused',
  'signal',
  'symbol',
  'direction',
  'amount',
  'expiry',
  'funds',
  'account',
  'blocked',
  'quotes',
] as const;

export type ScriptTextKey = (typeof SCRIPT_TEXT_KEYS)[number];
export type ScriptText = Readonly<Record<ScriptTextKey, string>>;

/** The page's words from its JSON; a missing or broken one falls back to its key (visible, never a crash). */
export function readScriptText(json: string | undefined): ScriptText {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(json ?? 'null');
  } catch {
    parsed = null;
  }
  const source: Record<string, unknown> = typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
  const text = {} as Record<ScriptTextKey, string>;
  for (const key of SCRIPT_TEXT_KEYS) {
    const value = source[key];
    text[key] = typeof value === 'string' ? value : key;
  }
  return text;
}
