import type { Config } from './config.ts';
import type { Deps } from './http/env.ts';
import { sandboxChain, sandboxRates } from './sandbox/chain.ts';
import { sandboxProcessor } from './sandbox/processors/processor.ts';

// The one place that decides which card processor, chain and rate source the app talks to. No real provider exists
// yet: with SANDBOX on the sandbox's, otherwise none, and card and crypto deposits answer `unavailable` rather than
// invent a charge, an address or a price. A real deployment plugs its processor, wallet and price feed in here.

export type Providers = Pick<Deps, 'chain' | 'rates' | 'cards'>;

export function providersFor(config: Config): Providers {
  return config.sandbox ? { chain: sandboxChain, rates: sandboxRates, cards: sandboxProcessor } : {};
}

/** `deps` with the providers the config picks wherever the caller gave none (tests pass bare deps). */
export function withProviders(deps: Deps): Deps {
  const chosen = providersFor(deps.config);
  return { ...deps, chain: deps.chain ?? chosen.chain, rates: deps.rates ?? chosen.rates, cards: deps.cards ?? chosen.cards };
}
