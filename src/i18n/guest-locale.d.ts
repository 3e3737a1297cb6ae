/** `locales/<lang>.json?guest`: the guest screens' subset of a language file, made by vite.config.ts. */
declare module '*.json?guest' {
  const strings: Record<string, string>;
  export default strings;
}

/** `locales/<lang>.json?core`: everything but the later screens' strings, made by vite.config.ts. */
declare module '*.json?core' {
  const strings: Record<string, string>;
  export default strings;
}
