import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../server/http/encoding.ts';
import { MIN_BYTES, precompressFiles } from '../../scripts/precompress.ts';

describe('acceptedEncodings', () => {
  it('puts brotli first between equal weights, and follows the weights the browser gives', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1, br;q=0.5')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('deflate, gzip')).toEqual(['gzip']);
  });

  it('honours a refusal (q=0) and the wildcard', () => {
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0.1, gzip')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
  });

  it('takes nothing encoded without a header, or when only the body as it is is acceptable', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
  });
});

describe('precompressFiles (the build step)', () => {
  it('writes brotli and gzip copies of text files big enough to gain, and nothing for the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    try {
      const big = 'export const a = "' + 'trade '.repeat(400) + '";';
      const files: Record<string, string> = { 'big.js': big, 'page.html': `<p>${'x'.repeat(MIN_BYTES)}</p>`, 'small.js': 'export {};', 'app.js.map': big, 'icon.png': big };
      for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
      const written = await precompressFiles(dir, Object.keys(files));
      expect(written.toSorted()).toEqual(['big.js.br', 'big.js.gz', 'page.html.br', 'page.html.gz']);
      expect(brotliDecompressSync(readFileSync(join(dir, 'big.js.br'))).toString('utf8')).toBe(big);
      expect(gunzipSync(readFileSync(join(dir, 'big.js.gz'))).toString('utf8')).toBe(big);
      expect(readFileSync(join(dir, 'big.js.br')).length).toBeLessThan(big.length / 10);
      expect(existsSync(join(dir, 'small.js.br'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
