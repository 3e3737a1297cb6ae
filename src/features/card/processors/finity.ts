import { simpleProcessor } from './common';
import { NEED_NEW_CARD, withCurrency } from './earth';

/** FINITY: as EARTH (with currency, need_new_card). */
export const finity = simpleProcessor('FINITY', { need_new_card: NEED_NEW_CARD }, { body: withCurrency });
