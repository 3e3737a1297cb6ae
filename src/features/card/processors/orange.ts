import { simpleProcessor } from './common';

/** ORANGE: fast pay with 3-D Secure; the no-cascade reasons of spec §8 come from common.ts. */
export const orange = simpleProcessor('ORANGE', { pay_fail: 'Payment failed. Please try another card.' });
