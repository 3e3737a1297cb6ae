import { defineConfig, loadEnv } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { visualizer } from 'rollup-plugin-visualizer';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { coreSubset, guestSubset } from './src/i18n/guest-keys';
import { BOOT_PAINT_SCRIPT } from './common/boot-paint-script';
import { precompress } from './scripts/precompress';

// The reference server (server/main.ts) serves the built client in production; in development Vite serves the
// client with HMR and proxies every server route to the same reference server (see scripts/dev.mjs).
const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:8080';

const MANIFEST_FILE = 'manifest.webmanifest';
const manifestPath = fileURLToPath(new URL(`./${MANIFEST_FILE}`, import.meta.url));

const readManifest = (): string => JSON.stringify(JSON.parse(readFileSync(manifestPath, 'utf8')));

/**
 * Ships the hand-written top-level manifest.webmanifest at a stable URL: emitted into dist (where the service
 * worker's precache glob picks it up) and served by the dev server. vite-plugin-pwa's own manifest generation is
 * off, and index.html's `<link rel="manifest">` is marked vite-ignore so Vite does not also emit a hashed copy.
 */
function webManifest(): Plugin {
  return {
    name: 'trader:web-manifest',
    buildStart() {
      this.addWatchFile(manifestPath);
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/<link\s+rel="manifest"(?![^>]*vite-ignore)/, '<link vite-ignore rel="manifest"'),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: readManifest() });
    },
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(readManifest());
      });
    },
  };
}

/** The stylesheets the static shell in index.html needs, inlined so it paints before any request returns. */
const CRITICAL_CSS = ['tokens.css', 'base.css', 'boot.css'].map((name) => fileURLToPath(new URL(`./src/styles/${name}`, import.meta.url)));

const minifyCss = (css: string): string =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();

/**
 * Takes the app stylesheet off the first paint (production build only). A `<link rel=stylesheet>` in the head
 * blocks every paint until it downloads, so the static shell waited for 8 KB of CSS it barely uses. The shell's
 * own CSS is inlined instead and the full stylesheet moves to the end of the body: the shell above it paints at
 * once, and because a pending stylesheet holds back deferred and module scripts, React still never renders a
 * screen before the stylesheet has loaded. No script is needed for any of it. After the stylesheet comes the boot
 * paint's inline script (common/boot-paint.ts): the stylesheet holds it back, so the last home it paints is styled.
 */
function criticalCss(): Plugin {
  return {
    name: 'trader:critical-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const link = /\s*<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/.exec(html);
        if (!link) throw new Error('criticalCss: the entry stylesheet link was not found in index.html');
        const inline = minifyCss(CRITICAL_CSS.map((file) => readFileSync(file, 'utf8')).join('\n'));
        return html
          .replace(link[0], `\n    <style>${inline}</style>`)
          .replace('</body>', `  ${link[0].trim()}\n    <script>${BOOT_PAINT_SCRIPT}</script>\n  </body>`);
      },
    },
  };
}

/**
 * `locales/<lang>.json?guest` and `?core`: build-time subsets of a language file (src/i18n/guest-keys.ts). The login
 * path carries only the guest screens' strings, the signed-in shell everything but the later screens' strings.
 * The full file stays the one source of truth.
 */
const SUBSETS: Readonly<Record<string, (bundle: Record<string, string>) => Record<string, string>>> = { '?guest': guestSubset, '?core': coreSubset };

function localeSubsets(): Plugin {
  const suffixOf = (id: string) => Object.keys(SUBSETS).find((suffix) => id.endsWith(`.json${suffix}`));
  return {
    name: 'locale-subsets',
    enforce: 'pre',
    async resolveId(source, importer) {
      const suffix = suffixOf(source);
      if (!suffix) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${suffix}` : null;
    },
    load(id) {
      const suffix = suffixOf(id);
      const subset = suffix ? SUBSETS[suffix] : undefined;
      if (!suffix || !subset) return null;
      const file = id.slice(0, -suffix.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(subset(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>))};`;
    },
  };
}

export default defineConfig(({ mode }) => {
  // The service worker stays off under `vite dev` unless VITE_SW_DEV is set (then it is served as a module
  // worker at /dev-sw.js?dev-sw; src/app/pwa/registerServiceWorker.ts registers that URL in dev).
  const swInDev = Boolean(loadEnv(mode, process.cwd(), 'VITE_').VITE_SW_DEV);
  return {
    plugins: [
      react(),
      localeSubsets(),
      criticalCss(),
      webManifest(),
      precompress(),
      // Where the bytes go: a treemap to look at and the same data as JSON, from which the bench lists the modules
      // each screen's first chunks hold (scripts/bench/critical-modules.mjs). Outside dist, so nothing precaches them.
      ...(['treemap', 'raw-data'] as const).map((template) =>
        visualizer({ template, gzipSize: true, filename: `bench-results/bundle-${template}.${template === 'treemap' ? 'html' : 'json'}` }),
      ),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        manifest: false,
        injectRegister: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,png,svg,webmanifest,woff2}'],
        },
        devOptions: { enabled: swInDev, type: 'module', navigateFallback: 'index.html' },
      }),
    ],
    resolve: {
      alias: {
        '@common': fileURLToPath(new URL('./common', import.meta.url)),
        '@': fileURLToPath(new URL('./src', import.meta.url)),
      },
    },
    // The manifest tells the server which chunks each screen needs (server/static/preload.ts).
  build: {
      target: 'es2022',
      sourcemap: false,
      assetsInlineLimit: 0,
      // No module preload from script: a dynamic import no longer adds a <link rel=modulepreload> per dependency
      // (querying the document for each): 66 → 15 ms of the app's start (boot) in a profile of home at 4× CPU. The first
      // screen's chunks come preloaded by the server's Link header (server/static/preload.ts) and later ones from
      // the service worker's precache; the helper stays for what only it does, a lazy chunk's stylesheet.
      modulePreload: false,
      manifest: true,
      rolldownOptions: {
        output: {
          // The controls every form screen uses (buttons, alerts, fields, icons) travel as one chunk: split by which
          // screens import them they became six requests of a few hundred bytes each on the login path.
          codeSplitting: {
            groups: [
              { name: 'controls', test: /[\\/]src[\\/]ui[\\/](Alert|Button|Spinner|Icon|icons|Field|FieldShell|PasswordField|useFieldIds)\.tsx?$/ },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': apiTarget,
        '/upload': apiTarget,
        '/sandbox': apiTarget,
      },
    },
  };
});
