/**
 * Polls `getToken` until it yields a token or `timeoutMs` passes (spec §4 Login: "waits for a captcha token,
 * polling up to 5 s, then proceeds anyway"). Resolves the token, or null on timeout — never rejects.
 */
export async function waitForToken(
  getToken: () => string | null | undefined,
  { timeoutMs = 5000, pollMs = 100 }: { timeoutMs?: number; pollMs?: number } = {},
): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const token = getToken();
    if (token) return token;
    const left = deadline - Date.now();
    if (left <= 0) return null;
    await new Promise<void>((resolve) => setTimeout(resolve, Math.min(pollMs, left)));
  }
}
