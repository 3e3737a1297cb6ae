// Debian's Chromium and the flags every automated run uses (Playwright tests, the benchmark, Lighthouse): no
// sandbox (containers), no GPU, and no background traffic that would add noise or reach the internet.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
