#!/usr/bin/env node
// Chat fan-out: how many messages per second one reference server delivers to 200 connected clients on loopback.
// 200 Server-Sent Events streams (one signed-in trader's chat token, as 200 tabs would hold) listen to the trading
// room; hosts post through POST /sandbox/chat at a rising rate for a few seconds per step. A step holds when every
// client received every message and the p99 delivery latency stays under 250 ms. Run on its own with
// `node scripts/bench/chat.mjs [--clients 200] [--seconds 5]`, or as a part of `npm run bench`.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { startServer } from '../../tests/e2e/support/server.mjs';

const RATES = [50, 100, 200, 400, 800];
const P99_LIMIT_MS = 250;

async function json(response) {
  return response.json();
}

/** A trader with a session and a chat token (cookies kept by hand: this is Node's fetch). */
async function chatToken(baseURL) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const headers = () => ({ 'Content-Type': 'application/json', Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), 'X-CSRF-Token': jar.get('csrf') ?? '' });
  await keep(await fetch(`${baseURL}/api/csrf`));
  const email = `chat-bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Bench1234!';
  const registration = { country: 'GB', currency: 'USD', login: email, password, firstName: 'Bench', lastName: 'Chat', phone: '7700900123', phone_prefix: '44', promo: '' };
  await json(keep(await fetch(`${baseURL}/api/register`, { method: 'POST', headers: headers(), body: JSON.stringify(registration) })));
  await json(keep(await fetch(`${baseURL}/api/login`, { method: 'POST', headers: headers(), body: JSON.stringify({ email, password }) })));
  const token = await json(keep(await fetch(`${baseURL}/api/chat/token`, { method: 'POST', headers: headers(), body: '{}' })));
  if (!token.stream) throw new Error('no chat token');
  return token.stream;
}

/** One SSE client: counts the messages it receives and when (by the text's sequence number). */
async function connect(url, onMessage) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready;
  const isReady = new Promise((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: ready')) ready();
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.startsWith('event: message') && data) onMessage(JSON.parse(data.slice(6)).text, performance.now());
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await isReady;
  return () => controller.abort();
}

const percentile = (sorted, p) => (sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

/** One step: `rate` posts a second for `seconds`; returns what reached the clients. */
async function step(baseURL, clients, rate, seconds, sentAt, received) {
  received.length = 0;
  sentAt.clear();
  const total = rate * seconds;
  const started = performance.now();
  const posts = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const text = `bench ${rate} ${i}`;
    sentAt.set(text, performance.now());
    posts.push(fetch(`${baseURL}/sandbox/chat`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ host: 'anna', text }) }).then((r) => r.arrayBuffer()));
  }
  await Promise.all(posts);
  const postedIn = (performance.now() - started) / 1000;
  // Let the last messages arrive (or not).
  const expected = total * clients;
  const deadline = performance.now() + 5_000;
  while (received.length < expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const latencies = received.map(([text, at]) => at - (sentAt.get(text) ?? at)).sort((a, b) => a - b);
  return {
    rate,
    posted: total,
    postedPerSecond: total / postedIn,
    delivered: received.length,
    expected,
    deliveredShare: received.length / expected,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export async function measureChat(baseURL, { clients = 200, seconds = 5 } = {}) {
  const url = `${baseURL}${await chatToken(baseURL)}`;
  const sentAt = new Map();
  const received = [];
  const closers = [];
  for (let i = 0; i < clients; i += 1) closers.push(await connect(url, (text, at) => text.startsWith('bench ') && received.push([text, at])));
  const steps = [];
  try {
    for (const rate of RATES) {
      const result = await step(baseURL, clients, rate, seconds, sentAt, received);
      steps.push(result);
      if (result.deliveredShare < 1 || result.p99 > P99_LIMIT_MS) break;
    }
  } finally {
    for (const close of closers) close();
  }
  const held = steps.filter((s) => s.deliveredShare === 1 && s.p99 <= P99_LIMIT_MS).at(-1) ?? null;
  return { clients, seconds, p99LimitMs: P99_LIMIT_MS, steps, heldRate: held?.rate ?? 0, heldDeliveriesPerSecond: (held?.rate ?? 0) * clients };
}

export function printChat(result) {
  process.stdout.write(`\n(f) Chat fan-out: ${result.clients} SSE clients on loopback, ${result.seconds} s per step, held = all delivered and p99 ≤ ${result.p99LimitMs} ms\n`);
  process.stdout.write('msgs/s posted  delivered        p50 ms  p99 ms\n');
  for (const s of result.steps) {
    process.stdout.write(`${String(s.rate).padEnd(14)} ${(s.deliveredShare * 100).toFixed(1).padStart(5)} % of ${String(s.expected).padEnd(7)} ${s.p50.toFixed(0).padStart(6)}  ${s.p99.toFixed(0).padStart(6)}\n`);
  }
  process.stdout.write(`held: ${result.heldRate} messages/s to ${result.clients} clients (${result.heldDeliveriesPerSecond} deliveries/s)\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { clients: { type: 'string', default: '200' }, seconds: { type: 'string', default: '5' } } });
  const server = await startServer({ build: false, log: (m) => process.stdout.write(`${m}\n`) });
  try {
    printChat(await measureChat(server.baseURL, { clients: Number(values.clients), seconds: Number(values.seconds) }));
  } finally {
    await server.stop();
  }
}
