import { simpleProcessor } from './common';

/** EZPAY: the pay call answers a redirect to the processor's page; the return lands on /listen/.... */
export const ezpay = simpleProcessor('EZPAY', {});
