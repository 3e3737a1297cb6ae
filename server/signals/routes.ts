import { Hono } from 'hono';
import { dueSignals } from '../../common/api/notifications.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle } from '../http/handle.ts';
import { signalsFor } from './service.ts';

/** Spec §7 /api/signals: the signals due now for this trader (./service.ts). `test` has no effect here. */
export function signalRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  handle(app, dueSignals, async ({ userId, lang }) => ({ signals: await signalsFor(db, userId, clock.now(), lang) }));
  return app;
}
