import type { Context } from 'hono';
import { assert, type Struct } from 'superstruct';

// A success reply typed by the schema the client checks it with (common/api): the compiler holds the server to the
// contract, and under test every such reply is also checked at run time, so a drift fails the suite, not a trader.
const CHECK_AT_RUN_TIME = process.env.VITEST !== undefined;

export function ok<T extends object>(c: Context, shape: Struct<T, unknown>, value: NoInfer<T>): Response {
  if (CHECK_AT_RUN_TIME) assert(value, shape);
  return c.json({ return: true, ...value });
}
