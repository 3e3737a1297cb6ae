import type { Db } from './client.ts';

/**
 * A query built once per database instead of on every request: Drizzle renders the SQL a single time, and on
 * PostgreSQL the driver keeps it as a named prepared statement per connection (parsed and planned once).
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
