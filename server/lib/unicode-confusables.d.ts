// The package ships its declarations under a name its package.json does not point at (index.ts.d): the one call
// server/lib/lookalike.ts uses, declared here.
declare module 'unicode-confusables' {
  /** Each character replaced by its prototype in Unicode TR39's confusables.txt. */
  export function rectifyConfusion(text: string): string;
}
