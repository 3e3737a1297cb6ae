import { simpleProcessor } from './common';

export const NEED_NEW_CARD = 'Old card is invalid. Please refill the card.';

/** EARTH: pay with currency; need_new_card asks for the card again and stops the cascade (spec §8). */
export const earth = simpleProcessor('EARTH', { need_new_card: NEED_NEW_CARD });
