// The signed-in home's Lighthouse runs twice: with no pop-up due, and with one due (IQ mining named for the demo
// account; on a weekend the weekend tournament's modal too). A pop-up the trader did not ask for waits for the first
// tap (src/popups/queue.ts), which Lighthouse never makes: the two runs differ in what the page loads and asks for,
// and neither must let a late dialog become the largest paint.
import { VIEWPORT, DEMO, logIn } from './browser.mjs';

const HOUR = 3_600_000;

/** Friday 21:00 to Sunday 21:00 UTC (common/tourney.ts weekendWindow): the end of the window `at` is in, or null. */
export function weekendWindowEnd(at) {
  const day = at.getUTCDay();
  const hour = at.getUTCHours();
  const inside = (day === 5 && hour >= 21) || day === 6 || (day === 0 && hour < 21);
  if (!inside) return null;
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 21));
  end.setUTCDate(end.getUTCDate() + ((7 - day) % 7));
  return end;
}

export async function post(page, path, data) {
  const { token } = await (await page.request.get('/api/csrf')).json();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrf');
  const response = await page.request.post(path, { headers: { 'X-CSRF-Token': cookie?.value ?? token }, data });
  return response.json();
}

/** A page signed in as the demo account, for the sandbox and offer calls. */
async function withDemo(browser, baseURL, run) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block', baseURL });
  try {
    const page = await context.newPage();
    await logIn(page, baseURL);
    return await run(page);
  } finally {
    await context.close();
  }
}

/** What is due for the demo account now: the offer the next refresh names, and whether a weekend tournament runs. */
async function due(page) {
  const offer = (await post(page, '/api/offers/current', {})).offer;
  const weekend = (await post(page, '/api/tourney/current', {})).list.some((item) => item.type === 'weekend' && !item.closed);
  return [...(offer ? [`offer ${offer.name}`] : []), ...(weekend ? ['weekend tournament'] : [])];
}

/**
 * No pop-up due: the server clock (sandbox, forward only) leaves a weekend window, and an offer the demo account has
 * open is declined. Returns what is still due (nothing, unless a rule made a new offer meanwhile).
 */
export function quietPopups(browser, baseURL) {
  return withDemo(browser, baseURL, async (page) => {
    const { now } = await (await page.request.get('/sandbox/clock')).json();
    const end = weekendWindowEnd(new Date(now));
    if (end) await page.request.post('/sandbox/clock', { data: { advance_ms: end.getTime() - now + HOUR } });
    const offer = (await post(page, '/api/offers/current', {})).offer;
    if (offer) await post(page, '/api/offers/decide', { name: offer.name, answer: 'no' });
    return due(page);
  });
}

/** A pop-up due: IQ mining named for the demo account (it stays named until the trader answers it). */
export function makePopupDue(browser, baseURL) {
  return withDemo(browser, baseURL, async (page) => {
    const made = await page.request.post('/sandbox/trigger', { data: { email: DEMO.email, name: 'modal_iq_one' } });
    if (!made.ok()) throw new Error(`/sandbox/trigger answered ${made.status()}`);
    return due(page);
  });
}
