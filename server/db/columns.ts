import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money: exact decimals (returned as strings), never floats. */
export const money = (name: string) => numeric(name, { precision: 24, scale: 8 });

/** A point in time, with its zone, as a Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** File bytes. A Node Buffer on the way in: postgres-js sends Buffers as bytea (a plain Uint8Array it may not); PGlite takes either. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
