// Small numeric helpers shared by the benchmark parts.
import { gzipSync } from 'node:zlib';

/** Bytes a server would send with gzip at the highest level. */
export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function ratio(value, baseline) {
  return baseline > 0 ? value / baseline : Number.NaN;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${value.toFixed(0)} ms`;
