import { simpleProcessor } from './common';

export const DAY_LIMIT_MESSAGE =
  'Dear client, due to safety reasons, your daily limit of 3 credit card transactions per day is exceeded. You can still deposit with Bitcoin, Litecoin or Ethereum.';

/** FRAUD check (spec §8): fail_limit, day_limit (with the bitcoin alternatives), bad_card, reason. */
export const fraud = simpleProcessor('FRAUD', {
  fail_limit: 'Your card has reached the limit of failed attempts. Please use another card.',
  day_limit: DAY_LIMIT_MESSAGE,
  bad_card: 'This card cannot be used for deposits. Please use another card.',
});
