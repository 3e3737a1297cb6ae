import { simpleProcessor } from './common';

/** VLOAD: /api/card/fast/vload {amount,fixed,bonus}; may redirect to 3-D Secure. */
export const vload = simpleProcessor('VLOAD', {});
