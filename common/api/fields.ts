import { boolean, coerce, literal, number, optional, record, size, string, union, type Struct } from 'superstruct';

// The building blocks of request bodies. Clients post JSON, forms post text: a field is checked for its shape and
// size here, and for its meaning by the route (an amount's bounds, an e-mail's form), which answers with its own words.

/** Text as sent: a string, or a number taken as its decimal text; absent (or null) is allowed: the route decides. */
export const text = (max = 2_000): Struct<string | undefined, null> =>
  coerce(optional(size(string(), 0, max)), union([number(), literal(null)]), (value) => (value === null ? undefined : String(value)));

/** A yes/no the way clients send it: a boolean, or its text (`"true"`, `"1"`, `"on"`) from a form. */
export const flag = (): Struct<boolean | string | number | undefined, null> =>
  optional(union([boolean(), size(string(), 0, 8), number()]));

/** A server id or a count: digits as text or a number; the route reads the value. */
export const id = (): Struct<string | undefined, null> => text(32);

/** A money figure as decimal text (never a float on the wire; a number is read as its text). */
export const amount = (): Struct<string | undefined, null> => text(100);

/** The idempotency key of a money request (its form is checked by server/http/idempotency.ts). */
export const key = (): Struct<string | undefined, null> => text(120);

/** A flat object of short texts, e.g. the card fields of a payment. */
export const textRecord = (max = 200): Struct<Record<string, string | number> | undefined, null> =>
  optional(record(size(string(), 1, 40), union([size(string(), 0, max), number()])));
