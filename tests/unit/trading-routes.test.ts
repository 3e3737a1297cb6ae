import { createElement as h } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { Router, type BaseLocationHook } from 'wouter';
import type { User } from '@/api/user';
import TradingRoutes from '@/app/trading/TradingRoutes';

// The spec §2 hash-route table, rendered on the server renderer (no DOM in the unit project) with the page
// components replaced by markers: which route shows home, and which fragment URL each other route loads.

vi.mock('@/content/ServerFragment', () => ({
  default: ({ kind, name, lang }: { kind: string; name: string; lang: string }) =>
    h('div', { 'data-fragment': `/api/${kind}/${name}?lang=${lang}` }),
}));
vi.mock('@/app/trading/HomeScreen', () => ({
  default: () => h('div', { 'data-home': '' }),
}));

function trader(overrides: Partial<User> = {}): User {
  return {
    email: 'ann@example.com', login: 'ann@example.com', country: 'GB', currency: 'USD', firstName: 'Ann', lastName: 'Lee',
    phone: '447700900123', regTime: 1, userId: 42, affsId: null, comments: '', cascade: '', balances: [],
    current_accountId: 7, available: '0.00', verification: 'Full', verification_type: 'passport', depositsTotal: '0.00',
    status: 'USER_ACTIVE', doCard: '', cardRisk: '', entro_pin: '', md: '', mdps: '', btc_deposit: '', tr_success: 'yes',
    tr_validate: 'no', tr_attemps: 0, wd_methods: '', bonus_summ: '0.00', min_deposit: '250.00', last_count: 0,
    iq_start: '', vload: '', fillCard: '', trigger_new: '', ...overrides,
  };
}

type Rendered = { html: string; redirectTo: string | undefined; fragment: string | null; home: boolean };

/** Renders the table at `path` (a fixed location: the server renderer runs no effects, so a Redirect is reported). */
async function at(path: string, user: User = trader()): Promise<Rendered> {
  const fixedLocation: BaseLocationHook = () => [path, () => undefined];
  const ssrContext: { redirectTo?: string } = {};
  const tree = h(Router, { hook: fixedLocation, ssrContext, children: h(TradingRoutes, { user, lang: 'en' }) });
  const { prelude } = await prerender(tree);
  const html = await new Response(prelude).text();
  return {
    html,
    redirectTo: ssrContext.redirectTo,
    fragment: /data-fragment="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? null,
    home: html.includes('data-home'),
  };
}

describe('trading hash routes (spec §2)', () => {
  it('/home shows the home screen', async () => {
    const page = await at('/home');
    expect(page.home).toBe(true);
    expect(page.redirectTo).toBeUndefined();
  });

  it.each(['/', '/nope', '/show', '/show/funding/promo/extra', '/sw', '/listen/funding/ORANGE/1', '/swag/validate/x'])(
    'unknown route %s goes to /home',
    async (path) => {
      const page = await at(path);
      expect(page.redirectTo).toBe('/home');
      expect(page.fragment).toBeNull();
    },
  );

  it('/show/{page} and /show/{page}/{add} load /api/pg/{page}', async () => {
    expect((await at('/show/funding')).fragment).toBe('/api/pg/funding?lang=en');
    expect((await at('/show/funding/payment_success')).fragment).toBe('/api/pg/funding?lang=en');
    expect((await at('/show/personal')).fragment).toBe('/api/pg/personal?lang=en');
  });

  it('/sw/{page} loads /api/ag/{page}', async () => {
    expect((await at('/sw/validate')).redirectTo).toBe('/home'); // nothing to validate for this trader
    expect((await at('/sw/ladder')).fragment).toBe('/api/ag/ladder?lang=en');
  });

  it('the swag validate page loads /api/ag/validate while a validation is pending', async () => {
    const pending = trader({ tr_validate: 'yes', tr_success: 'no' });
    for (const path of ['/swag/validate', '/sw/validate']) {
      const page = await at(path, pending);
      expect(page.redirectTo).toBeUndefined();
      expect(page.fragment).toBe('/api/ag/validate?lang=en');
    }
    // …and home and funding go there instead (spec §4).
    expect((await at('/home', pending)).redirectTo).toBe('/sw/validate');
    expect((await at('/show/funding/promo', pending)).redirectTo).toBe('/sw/validate');
  });

  it.each(['listen', 'listen-orange', 'listen-union', 'listen-concept'])('/%s/{page}/{proc}/{id}/{uid} loads /api/pg/{page}', async (variant) => {
    const page = await at(`/${variant}/funding/ORANGE/tx-1/u-2`);
    expect(page.redirectTo).toBeUndefined();
    expect(page.fragment).toBe('/api/pg/funding?lang=en');
  });
});
