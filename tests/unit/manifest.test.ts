import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// manifest.webmanifest makes the app installable: the fields browsers require, and icons that exist
// at the sizes they claim.

type Icon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
};

const ROOT = process.cwd();
const manifest = JSON.parse(readFileSync(join(ROOT, 'manifest.webmanifest'), 'utf8')) as Manifest;

/** Width and height from a PNG's IHDR chunk (bytes 16–23), and whether the file is a PNG at all. */
function pngSize(path: string): { png: boolean; width: number; height: number } {
  const bytes = readFileSync(path);
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { png, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const iconFor = (size: string, purpose: string) =>
  manifest.icons.find((icon) => icon.sizes === size && (icon.purpose ?? 'any').split(/\s+/).includes(purpose));

describe('web app manifest', () => {
  it('names the app, opens standalone on the trading home inside its scope, with a theme colour', () => {
    expect(manifest.name).toMatch(/\S/);
    expect(manifest.short_name).toMatch(/\S/);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12); // what a home screen shows without cutting it
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/en/trading#/home');
    expect(new URL(manifest.start_url, 'https://app.example').pathname.startsWith(manifest.scope)).toBe(true);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('has 192 and 512 icons and a maskable one', () => {
    expect(iconFor('192x192', 'any')).toBeDefined();
    expect(iconFor('512x512', 'any')).toBeDefined();
    expect(iconFor('512x512', 'maskable')).toBeDefined();
  });

  it('every icon is a PNG in public/ of exactly the size it claims', () => {
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(join(ROOT, 'public', icon.src)), icon.src).toEqual({ png: true, width, height });
    }
  });

  it('index.html links it and carries the same theme colour', () => {
    const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });
});
