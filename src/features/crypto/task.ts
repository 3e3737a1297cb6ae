import { checkInvoice, type Invoice } from '@/api/crypto';
import { isApiError } from '@/api/http';
import { fetchUser } from '@/api/user';
import { saveUser } from '@/db/user';
import type { InvoiceRow } from '@/db/types';
import { isCoin, type Coin } from '@common/coins';
import type { SyncTask } from '@/sync';
import { applyEvent, waitingInvoices } from './store';

/**
 * The invoice poller (ARCHITECTURE.md "one poller for all tabs"): one task, run by the leader tab only, looks at
 * every waiting invoice in Dexie every few seconds and asks the server about those that are due — each one every
 * 60 s from its own last answer, plus once when its countdown ends (invoice.machine.ts). Pages only render Dexie,
 * so three tabs with three invoices cost three checks a minute, not nine.
 */
export const INVOICE_TASK_TICK_MS = 5_000;

export type InvoiceTaskDeps = {
  check: (coin: Coin, guid: string, signal?: AbortSignal) => Promise<Invoice>;
  waiting: () => Promise<InvoiceRow[]>;
  apply: typeof applyEvent;
  now: () => number;
  /** Fetches and stores the user, so the layout's balance shows a paid invoice's credit now. */
  refreshUser: () => Promise<void>;
};

const defaultDeps: InvoiceTaskDeps = {
  check: checkInvoice,
  waiting: () => waitingInvoices(),
  apply: applyEvent,
  now: () => Date.now(),
  refreshUser: async () => saveUser(await fetchUser()),
};

/** Checks one invoice now and stores the answer; returns the failure instead of throwing (others still run). */
export async function checkAndStore(row: InvoiceRow, deps: Pick<InvoiceTaskDeps, 'check' | 'apply' | 'now' | 'refreshUser'>, signal?: AbortSignal): Promise<unknown> {
  if (!isCoin(row.coin)) return null;
  try {
    const invoice = await deps.check(row.coin, row.guid, signal);
    if (signal?.aborted) return null;
    const effects = await deps.apply(row.guid, { type: 'answered', status: invoice.status, expires: invoice.expires, serverNow: invoice.now, at: deps.now() }, { hash: invoice.hash });
    // Paid: the account was credited, so show the new balance now rather than at the next 90 s user refresh.
    if (effects.some((effect) => effect.type === 'finished' && effect.status === 'su')) await deps.refreshUser();
    return null;
  } catch (error) {
    return error;
  }
}

/**
 * Whose failure it is: the session's (a 401 stops the poller), the connection's (every invoice would fail alike,
 * so the task backs off), or this invoice's alone (not_found, a refusal, a malformed reply), which must not hold
 * up the others nor push the task's backoff up.
 */
export function failureScope(error: unknown): 'auth' | 'transport' | 'gone' | 'invoice' {
  if (isApiError(error, 'auth')) return 'auth';
  if (isApiError(error, 'network') || isApiError(error, 'timeout')) return 'transport';
  if (isApiError(error, 'http') && error.code === 'not_found') return 'gone';
  return 'invoice';
}

export function createInvoiceTask(deps: InvoiceTaskDeps = defaultDeps): SyncTask {
  return {
    name: 'invoices',
    intervalMs: INVOICE_TASK_TICK_MS,
    firstDelayMs: 0,
    async run(signal) {
      let failure: unknown = null;
      for (const row of await deps.waiting()) {
        if (signal.aborted) return;
        const effects = await deps.apply(row.guid, { type: 'tick', at: deps.now() });
        if (!effects.some((effect) => effect.type === 'check')) continue;
        const error = await checkAndStore(row, deps, signal);
        if (error === null) continue;
        const scope = failureScope(error);
        switch (scope) {
          case 'auth':
            throw error; // the sync wiring logs out
          case 'transport':
            failure ??= error; // after trying the rest: the task backs off
            break;
          case 'gone':
            await deps.apply(row.guid, { type: 'gone', at: deps.now() });
            break;
          case 'invoice':
            // This row alone waits a full interval; it is not due again on every run.
            await deps.apply(row.guid, { type: 'failed', at: deps.now() });
            break;
        }
      }
      if (failure) throw failure;
    },
  };
}
