import { customType } from 'drizzle-orm/pg-core';

/** File bytes. A Node Buffer on the way in: postgres-js sends Buffers as bytea (a plain Uint8Array it may not); PGlite takes either. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
