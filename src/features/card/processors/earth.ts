import type { PayInput } from '../types';
import { cardBody, simpleProcessor } from './common';

export const NEED_NEW_CARD = 'Old card is invalid. Please refill the card.';

/** Spec §7: EARTH and FINITY add the currency to their pay call. */
export const withCurrency = (input: PayInput) => cardBody(input, { currency: input.request.currency });

/** EARTH: pay with currency; need_new_card asks for the card again and stops the cascade (spec §8). */
export const earth = simpleProcessor('EARTH', { need_new_card: NEED_NEW_CARD }, { body: withCurrency });
