#!/usr/bin/env node
// The server as a build (`npm run build` runs it after the client's): server/main.ts bundled by esbuild into
// dist-server/main.mjs (its packages stay imports, so a deployment installs them), the platform page's script bundled
// with lightweight-charts once here instead of on its first request, and the files the server reads beside its code
// (migrations, the sandbox news fixture, the platform stylesheet) copied to where the bundle looks for them.
// It refuses a bundle that imports a package package.json does not list in `dependencies`: a deployment installs
// those only.
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = 'dist-server';

/** A bare import's package name: `drizzle-orm/pg-core` → drizzle-orm, `@hono/node-server/x` → @hono/node-server. */
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

// The platform page's script is prebuilt here; its on-demand bundling (esbuild, a build tool) only runs from sources.
const DEV_ONLY = new Set(['esbuild']);

export async function buildServer(root = ROOT) {
  const out = join(root, SERVER_OUT);
  rmSync(out, { recursive: true, force: true });
  const server = await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile: join(out, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  await build({
    entryPoints: [join(root, 'server', 'platform', 'page', 'main.ts')],
    outfile: join(out, 'page', 'platform.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  mkdirSync(join(out, 'page'), { recursive: true });
  cpSync(join(root, 'server', 'platform', 'page', 'platform.css'), join(out, 'page', 'platform.css'));
  cpSync(join(root, 'server', 'db', 'migrations'), join(out, 'migrations'), { recursive: true });
  cpSync(join(root, 'server', 'sandbox', 'fixtures'), join(out, 'fixtures'), { recursive: true });

  const declared = new Set(Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies ?? {}));
  const builtins = new Set(builtinModules);
  const imported = new Set();
  for (const output of Object.values(server.metafile.outputs)) {
    for (const entry of output.imports) {
      if (!entry.external || entry.path.startsWith('node:') || builtins.has(entry.path)) continue;
      imported.add(packageOf(entry.path));
    }
  }
  const undeclared = [...imported].filter((name) => !declared.has(name) && !DEV_ONLY.has(name));
  if (undeclared.length > 0) throw new Error(`the server imports packages not in dependencies: ${undeclared.join(', ')}`);
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  console.info(`Server built into ${SERVER_OUT}/`);
}
