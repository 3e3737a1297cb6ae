#!/usr/bin/env node
// Draws the app icons (public/icons/*.png) from geometry: three rising candlesticks and an up-trend arrow in
// brand blue on the app's dark background. No image tools needed: coverage is supersampled in JS and the PNG is
// encoded with node:zlib. Run `node scripts/make-icons.mjs` after changing the drawing; the PNGs are committed.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const BACKGROUND = [0x0b, 0x12, 0x20];
const BRAND = [0x3b, 0x82, 0xf6];
const BRAND_LIGHT = [0x93, 0xc5, 0xfd];
const SUPERSAMPLE = 4;

// ---- geometry (unit square, y down) ----------------------------------------------------------------------

const roundedRect = (x0, y0, x1, y1, r) => (x, y) => {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};

const segment = (ax, ay, bx, by, halfWidth) => (x, y) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= halfWidth * halfWidth;
};

const triangle = (ax, ay, bx, by, cx, cy) => (x, y) => {
  const s1 = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
  const s2 = (cx - bx) * (y - by) - (cy - by) * (x - bx);
  const s3 = (ax - cx) * (y - cy) - (ay - cy) * (x - cx);
  return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
};

/** The mark in its own unit box: candles rising left to right, an arrow riding over them. */
function markShapes() {
  const candle = (cx, top, bottom, wickTop, wickBottom) => [
    roundedRect(cx - 0.085, top, cx + 0.085, bottom, 0.025),
    segment(cx, wickTop, cx, wickBottom, 0.018),
  ];
  const candles = [
    ...candle(0.17, 0.58, 0.84, 0.5, 0.94),
    ...candle(0.5, 0.42, 0.72, 0.32, 0.82),
    ...candle(0.83, 0.24, 0.58, 0.14, 0.68),
  ];
  // The arrow head points along the last leg (from (0.62, 0.3) towards (0.96, 0.02)).
  const arrow = [
    segment(0.02, 0.56, 0.34, 0.3, 0.035),
    segment(0.34, 0.3, 0.5, 0.4, 0.035),
    segment(0.5, 0.4, 0.84, 0.12, 0.035),
    triangle(0.98, 0.0, 0.74, 0.06, 0.92, 0.26),
  ];
  return { candles, arrow };
}

/**
 * @param {number} size  pixels
 * @param {'any' | 'maskable'} purpose  maskable: full-bleed background, mark inside the 80 % safe circle
 */
function drawIcon(size, purpose) {
  const background = purpose === 'maskable' ? () => true : roundedRect(0, 0, 1, 1, 0.22);
  // Mark box: any → 16 %…84 %; maskable → 25 %…75 % (its corners stay inside the r = 40 % safe circle).
  const [m0, m1] = purpose === 'maskable' ? [0.25, 0.75] : [0.16, 0.84];
  const { candles, arrow } = markShapes();
  const toMark = (v) => (v - m0) / (m1 - m0);
  const layers = [
    { color: BACKGROUND, hit: background },
    { color: BRAND, hit: (x, y) => candles.some((s) => s(toMark(x), toMark(y))) },
    { color: BRAND_LIGHT, hit: (x, y) => arrow.some((s) => s(toMark(x), toMark(y))) },
  ];
  const rgba = Buffer.alloc(size * size * 4);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      // Premultiplied accumulation of each sample's topmost colour.
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const x = (px + (sx + 0.5) / SUPERSAMPLE) / size;
          const y = (py + (sy + 0.5) / SUPERSAMPLE) / size;
          for (let i = layers.length - 1; i >= 0; i--) {
            const layer = layers[i];
            if (layer.hit(x, y)) {
              r += layer.color[0];
              g += layer.color[1];
              b += layer.color[2];
              a += 1;
              break;
            }
          }
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        rgba[o] = Math.round(r / a);
        rgba[o + 1] = Math.round(g / a);
        rgba[o + 2] = Math.round(b / a);
        rgba[o + 3] = Math.round((255 * a) / samples);
      }
    }
  }
  return encodePng(size, size, rgba);
}

// ---- PNG encoding (RGBA 8-bit, filter 0 on every row) ----------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- main ---------------------------------------------------------------------------------------------------

const ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, size, purpose } of ICONS) {
  const png = drawIcon(size, purpose);
  writeFileSync(join(OUT_DIR, file), png);
  console.info(`${file}: ${size}×${size} ${purpose}, ${png.length} bytes`);
}
