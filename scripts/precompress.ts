import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compressOnce, ENCODED_SUFFIX, ENCODINGS } from '../server/http/encoding.ts';

/*
 * The build's text files compressed once, at the strongest levels, beside the originals (`x.js.br`, `x.js.gz`):
 * the server sends the copy the browser takes (server/static/client.ts) instead of gzipping the same bytes on every
 * request. Brotli at 11 is too slow per request and fine once per build; it is also the smaller copy (JS of
 * 2026-11-26: 1 019 KB raw, 359 KB gzip -9, 320 KB brotli).
 */

const TEXT_FILE = /\.(?:js|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost (the compress middleware's own threshold). */
export const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for each text file of `names` under `dir` that compression makes smaller. */
export async function precompressFiles(dir: string, names: readonly string[]): Promise<string[]> {
  const written: string[] = [];
  await Promise.all(
    names
      .filter((name) => TEXT_FILE.test(name))
      .map(async (name) => {
        const path = join(dir, name);
        const original = await readFile(path);
        if (original.length < MIN_BYTES) return;
        const copies = await compressOnce(original);
        for (const encoding of ENCODINGS) {
          const body = copies[encoding];
          if (body.length >= original.length) continue;
          await writeFile(path + ENCODED_SUFFIX[encoding], body);
          written.push(name + ENCODED_SUFFIX[encoding]);
        }
      }),
  );
  return written;
}

/** Vite plugin: precompresses what the client build wrote (its source maps excepted: nobody downloads them hot). */
export function precompress(): Plugin {
  return {
    name: 'trader:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      await precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}
