import { simpleProcessor } from './common';

export { DAY_LIMIT_MESSAGE } from './common';

/**
 * FRAUD check (spec §8): fail_limit, day_limit (with the bitcoin alternatives) and bad_card are server rules that
 * read the same on every processor (common.ts); any other refusal ('reason') shows the server's message.
 */
export const fraud = simpleProcessor('FRAUD', {});
