import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * A scannable QR code drawn as SVG from the `qrcode` library's module matrix: no canvas, no innerHTML, and it
 * scales crisply. A 4-module quiet zone keeps phone scanners happy on any background.
 */
export function QrCode({ value, label, size = 220, className = 'invoice-qr' }: { value: string; label: string; size?: number; className?: string }) {
  const { path, dimension } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
      }
    }
    return { path: d, dimension: modules.size + quiet * 2 };
  }, [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      data-value={value}
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
    >
      <rect width={dimension} height={dimension} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
