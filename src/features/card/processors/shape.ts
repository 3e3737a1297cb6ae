import { simpleProcessor } from './common';

/** SHAPE: redirect to /api/shape/invoice/{guid}; declines read 'Your transaction was declined.' (spec §8). */
export const shape = simpleProcessor('SHAPE', {}, (reply) => ({
  kind: 'declined',
  cascade: reply.cascade ?? true,
  code: reply.code,
  message: 'Your transaction was declined.',
}));
