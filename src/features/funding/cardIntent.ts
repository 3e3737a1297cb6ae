import { parseFundingAdd } from '@common/deposit';

export type CardIntent = 'promo' | 'entro' | 'listen';

/**
 * Links that only make sense on the Card tab (spec §2): `add=promo` (prefill and scroll to the deposit line),
 * `add=entro` (the Entropay flow) and a 3-D Secure return on a /listen/... route. They select the Card tab even
 * where partner risk puts Bitcoin first (spec §6), or they would do nothing until the trader clicks Card.
 */
export function cardIntent(location: string): CardIntent | null {
  if (/^\/listen(?:-orange|-union|-concept)?\//.test(location)) return 'listen';
  const add = parseFundingAdd(/^\/show\/[^/]+\/([^/]+)/.exec(location)?.[1]);
  return add === 'promo' || add === 'entro' ? add : null;
}

/** The partner-risk popup is not shown over a flow the trader already chose to pay by card (Entropay, a bank return). */
export function intentSkipsRiskPopup(intent: CardIntent | null): boolean {
  return intent === 'entro' || intent === 'listen';
}
