import jsQR from 'jsqr';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QrCode } from '@/ui/QrCode';
import { paymentUri } from '@/lib/crypto';

// The e2e suite checks the QR only by its data-value attribute; here the drawn SVG itself is read back by a QR
// decoder, so what a phone scans is what the invoice asks for.

const SCALE = 4;

/** Rasterizes the QrCode's SVG (a white square, then one `M{x} {y}h1v1h-1z` per dark module) to RGBA pixels. */
function rasterize(svg: string): { data: Uint8ClampedArray; size: number } {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const path = /<path d="([^"]*)"/.exec(svg);
  if (!viewBox || !path) throw new Error('not a QrCode svg');
  const modules = Number(viewBox[1]);
  const size = modules * SCALE;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y] of (path[1] ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy += 1) {
      for (let dx = 0; dx < SCALE; dx += 1) {
        const at = ((Number(y) * SCALE + dy) * size + Number(x) * SCALE + dx) * 4;
        data[at] = 0;
        data[at + 1] = 0;
        data[at + 2] = 0;
      }
    }
  }
  return { data, size };
}

function decode(value: string): string | undefined {
  const { data, size } = rasterize(renderToStaticMarkup(createElement(QrCode, { value, label: 'QR' })));
  return jsQR(data, size, size)?.data;
}

describe('QrCode', () => {
  it('draws a code that decodes to the payment URI, for each kind of address', () => {
    const cases = [
      paymentUri('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '0.00500'),
      paymentUri('ltc', 'ltc1qg82tqtmgvx0d4x5ts5d6xhc7z9ahcpqdq3yq7k', '1.23456789'),
      paymentUri('eth', '0x52908400098527886E0F7030069857D2E4169EE7', '0.15'),
    ];
    for (const uri of cases) expect(decode(uri)).toBe(uri);
  });
});
