/// <reference lib="dom" />
// What the page keeps on this device (the platform origin's localStorage): the favourite assets and the chart's
// settings. Storage may be refused (a blocked third-party frame, a full quota): then nothing is kept and nothing breaks.

export function load(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function save(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not kept: the choice holds until the page reloads.
  }
}
