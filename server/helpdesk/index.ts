import type { Db } from '../db/client.ts';
import { createEmbeddedHelpdesk } from './embedded.ts';
import type { Helpdesk } from './types.ts';

export type { Helpdesk } from './types.ts';

// One helpdesk per database: the routes and the sandbox share it. A real helpdesk would be chosen here (from
// config) instead of the embedded one.
const byDb = new WeakMap<Db, Helpdesk>();

export function helpdeskFor(db: Db): Helpdesk {
  let helpdesk = byDb.get(db);
  if (!helpdesk) {
    helpdesk = createEmbeddedHelpdesk(db);
    byDb.set(db, helpdesk);
  }
  return helpdesk;
}
