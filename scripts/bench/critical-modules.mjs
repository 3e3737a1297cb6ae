// The modules on a screen's critical path: the chunks that arrived before it was usable (part (a)), opened into their
// modules with the build's own figures (rollup-plugin-visualizer's raw data, written by `npm run build` to
// bench-results/bundle-raw-data.json; the treemap beside it is bundle-treemap.html). A package counts as one line.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const RAW_DATA = 'bench-results/bundle-raw-data.json';

/** `node_modules/.pnpm/…/node_modules/dexie/dist/dexie.mjs` → `dexie`; a source file stays itself. */
function moduleName(id) {
  const at = id.lastIndexOf('node_modules/');
  if (at < 0) return id.replace(/^\//, '').replace(/^\0/, '');
  const rest = id.slice(at + 'node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

/** Loads the build's module data, or null when the build did not write it. */
export function readBundleData(root) {
  const file = join(root, RAW_DATA);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The modules of `chunkPaths` (URL paths such as /assets/boot-x.js), largest first: name, chunk, rendered bytes and
 * gzipped bytes (each module gzipped alone, so the figures rank modules; the chunk totals are part (a)'s).
 */
export function modulesOf(data, chunkPaths) {
  const wanted = new Set(chunkPaths.map((path) => path.replace(/^\//, '')));
  const rows = new Map();
  for (const meta of Object.values(data.nodeMetas)) {
    for (const [chunk, partUid] of Object.entries(meta.moduleParts)) {
      if (!wanted.has(chunk)) continue;
      const part = data.nodeParts[partUid];
      const name = moduleName(meta.id);
      const row = rows.get(name) ?? { name, chunk: chunk.replace(/^assets\//, ''), bytes: 0, gzip: 0 };
      row.bytes += part.renderedLength;
      row.gzip += part.gzipLength;
      rows.set(name, row);
    }
  }
  return [...rows.values()].filter((row) => row.bytes > 0).toSorted((a, b) => b.gzip - a.gzip);
}
