import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Charge, ChargeCard } from '../../cards/processor.ts';
import type { Db } from '../../db/client.ts';
import { type SandboxChargeRow, type SandboxChargeStatus, sandboxCardCharges } from '../../db/schema-sandbox.ts';
import { decide, dialect, isScenario, type Scenario } from './scenarios.ts';

// The sandbox processor's books: its charges as rows of its own table, how a row reads as a Charge of the
// Processor interface, and the moves a charge makes. Every move is a conditional update on the status it leaves,
// so a page submitted twice, or a retrieve racing a webhook, moves a charge once.

/** Where the sandbox's pages live, addressed by the merchant's reference (as its test controls are). */
export const threeDsPage = (reference: string) => `/sandbox/3ds/${encodeURIComponent(reference)}`;
export const cardPage = (reference: string) => `/sandbox/pay/${encodeURIComponent(reference)}`;

/** A token the sandbox charges a card by again: it carries the test card's scenario, so the card charges as it would. */
const TOKEN = /^tok_([a-z_]+)_[0-9a-f]{16}$/;

export function newToken(scenario: Scenario): string {
  return `tok_${scenario}_${randomBytes(8).toString('hex')}`;
}

/** The scenario a token stands for; a token this sandbox never handed out is a card it does not know. */
export function scenarioOfToken(token: string): Scenario {
  const scenario = TOKEN.exec(token)?.[1];
  return scenario !== undefined && isScenario(scenario) ? scenario : 'unknown_card';
}

export const newChargeId = () => `ch_${randomBytes(12).toString('hex')}`;

/** The token a succeeding charge leaves: the one it was charged by, a new one for a typed card, none for a wallet. */
export function tokenOnSuccess(row: SandboxChargeRow): string {
  if (row.token !== '' || row.last4 === '') return row.token;
  return newToken(isScenario(row.scenario) ? row.scenario : 'unknown_card');
}

function cardOf(row: SandboxChargeRow): ChargeCard | null {
  if (row.last4 === '' && row.token === '') return null;
  // The token is the processor's promise to charge the card again: it is given once the card has paid.
  return { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear, token: row.status === 'succeeded' && row.token !== '' ? row.token : null };
}

/** A row as the Processor interface answers it. */
export function chargeOf(row: SandboxChargeRow): Charge {
  const base = { chargeId: row.id, card: cardOf(row) };
  switch (row.status) {
    case 'requires_card':
      return { ...base, status: 'requires_action', action: 'hosted_page', redirectUrl: cardPage(row.reference) };
    case 'requires_action':
      return { ...base, status: 'requires_action', action: 'three_d_secure', redirectUrl: threeDsPage(row.reference) };
    case 'requires_confirmation':
    case 'processing':
    case 'succeeded':
      return { ...base, status: row.status };
    case 'declined':
    case 'canceled':
      return { ...base, status: 'declined', code: row.code, message: row.message, cascade: row.cascade };
  }
}

export async function chargeById(db: Db, id: string): Promise<SandboxChargeRow | null> {
  const [row] = await db.select().from(sandboxCardCharges).where(eq(sandboxCardCharges.id, id));
  return row ?? null;
}

export async function chargeByReference(db: Db, reference: string): Promise<SandboxChargeRow | null> {
  const [row] = await db.select().from(sandboxCardCharges).where(eq(sandboxCardCharges.reference, reference));
  return row ?? null;
}

/** Is this the first charge of its order? (Another charge of the order, on any processor, came before.) */
async function firstInOrder(db: Db, row: SandboxChargeRow): Promise<boolean> {
  if (row.orderReference === '') return true;
  const [other] = await db
    .select({ n: count() })
    .from(sandboxCardCharges)
    .where(and(eq(sandboxCardCharges.orderReference, row.orderReference), ne(sandboxCardCharges.id, row.id)));
  return (other?.n ?? 0) === 0;
}

/** Moves a charge from one of `from`, once; null when it had moved on already. */
export async function move(db: Db, id: string, from: readonly SandboxChargeStatus[], set: Partial<SandboxChargeRow>): Promise<SandboxChargeRow | null> {
  const [row] = await db
    .update(sandboxCardCharges)
    .set(set)
    .where(and(eq(sandboxCardCharges.id, id), inArray(sandboxCardCharges.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * The bank's verdict on a charge whose card (scenario) is known, stored: succeeded (with a token, unless a wallet
 * paid), processing, the 3-D Secure check, or a decline in the processor's dialect. `from`: where the charge waits.
 */
export async function charge(db: Db, row: SandboxChargeRow, from: readonly SandboxChargeStatus[]): Promise<SandboxChargeRow> {
  const scenario: Scenario = isScenario(row.scenario) ? row.scenario : 'unknown_card';
  const verdict = decide(scenario, await firstInOrder(db, row));
  let set: Partial<SandboxChargeRow>;
  switch (verdict.status) {
    case 'succeeded':
      set = { status: 'succeeded', token: tokenOnSuccess(row) };
      break;
    case 'processing':
      set = { status: 'processing' };
      break;
    case 'three_d_secure':
      set = { status: 'requires_action' };
      break;
    case 'declined': {
      const { code, message, cascade } = dialect(row.processor, verdict);
      set = { status: 'declined', code, message, cascade };
      break;
    }
  }
  return (await move(db, row.id, from, set)) ?? (await chargeById(db, row.id)) ?? row;
}
