import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';

/**
 * Bodies compressed once, ahead of the request: the built client's files (the build writes `.br` and `.gz` beside
 * them, scripts/precompress.ts) and the platform's script (compressed once per process). The compress middleware
 * would otherwise gzip the same bytes again on every request, on the CPU the page's own requests wait for.
 */
export type Encoding = 'br' | 'gzip';

/** Ours first: brotli is the smaller of the two. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** The file beside the original that holds its encoded copy. */
export const ENCODED_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/**
 * The encodings the client takes, best first, by its Accept-Encoding (q-values and `*` honoured, `q=0` refuses);
 * between equal weights our order (brotli first). Empty: send the body as it is.
 */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const accepts = parseAccept(acceptEncoding);
  const weightOf = (encoding: string): number | undefined => accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q;
  const wildcard = weightOf('*') ?? 0;
  return ENCODINGS.map((encoding) => ({ encoding, q: weightOf(encoding) ?? wildcard }))
    .filter(({ q }) => q > 0)
    .toSorted((a, b) => b.q - a.q)
    .map(({ encoding }) => encoding);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Both encodings at their strongest levels: too slow for every request, right for bytes compressed once. */
export async function compressOnce(body: Uint8Array): Promise<Record<Encoding, Uint8Array<ArrayBuffer>>> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** A body held in memory with its encoded copies and a validator that names its content. */
export type HeldBody = { etag: string; identity: Uint8Array<ArrayBuffer>; encoded: Record<Encoding, Uint8Array<ArrayBuffer>> };

export async function holdBody(text: string): Promise<HeldBody> {
  const identity = new TextEncoder().encode(text);
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
  return { etag, identity, encoded: await compressOnce(identity) };
}
