import { and, eq, sql } from 'drizzle-orm';
import { detectCard } from '../../../common/card.ts';
import type { Charge, ChargeEvent, ChargeRequest, ChargeSource, Processor } from '../../cards/processor.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { type SandboxChargeRow, sandboxCardCharges } from '../../db/schema-sandbox.ts';
import { afterRetrieval, scenarioOf, type Scenario } from './scenarios.ts';
import { charge, chargeById, chargeOf, move, newChargeId, scenarioOfToken, tokenOnSuccess } from './charges.ts';
import { SIGNATURE_HEADER, signedBySandbox } from './webhook.ts';

// The sandbox behind every processor name (CONTRACT.md "Sandbox test cards"), as a processor with its own books
// (./charges.ts): the test card picks a scenario (only the scenario is kept, never the number), the bank decides
// as scenarios.ts says, in each processor's dialect, and the charge stays here to be retrieved, confirmed or
// cancelled. Its pages (routes.ts, hosted.ts) move charges on and tell the app through the signed webhook.

/** The charge a token came from, for the card it stands for (brand, last 4, expiry). */
async function tokenCard(db: Db, token: string) {
  const [row] = await db
    .select({ brand: sandboxCardCharges.brand, last4: sandboxCardCharges.last4, expMonth: sandboxCardCharges.expMonth, expYear: sandboxCardCharges.expYear })
    .from(sandboxCardCharges)
    .where(eq(sandboxCardCharges.token, token))
    .limit(1);
  return row ?? { brand: '', last4: '', expMonth: '', expYear: '' };
}

/** What the charge keeps of its source: the scenario and what the card is recognised by, never the number. */
async function fromSource(db: Db, source: ChargeSource): Promise<Pick<SandboxChargeRow, 'scenario' | 'brand' | 'last4' | 'expMonth' | 'expYear' | 'token'>> {
  switch (source.kind) {
    case 'card': {
      const scenario: Scenario = scenarioOf(source.number);
      return { scenario, brand: detectCard(source.number).brand ?? '', last4: source.number.slice(-4), expMonth: source.expMonth, expYear: source.expYear, token: '' };
    }
    case 'token':
      return { scenario: scenarioOfToken(source.token), ...(await tokenCard(db, source.token)), token: source.token };
    // The sandbox Entropay account always has the money: a deposit rule may still refuse it before it gets here.
    case 'wallet':
      return { scenario: 'approve', brand: '', last4: '', expMonth: '', expYear: '', token: '' };
    // The card comes later, typed on the sandbox's own page.
    case 'hosted':
      return { scenario: '', brand: '', last4: '', expMonth: '', expYear: '', token: '' };
  }
}

export function createSandboxProcessor({ db, clock }: { db: Db; clock: Clock }): Processor {
  const found = async (chargeId: string): Promise<SandboxChargeRow> => {
    const row = await chargeById(db, chargeId);
    // A real processor answers 404: the caller keeps the attempt as it stands.
    if (!row) throw new Error(`sandbox: no charge ${chargeId}`);
    return row;
  };

  async function create(request: ChargeRequest): Promise<Charge> {
    const source = await fromSource(db, request.source);
    const initial = request.source.kind === 'hosted' ? 'requires_card' : request.confirm ? 'processing' : 'requires_confirmation';
    const [inserted] = await db
      .insert(sandboxCardCharges)
      .values({
        id: newChargeId(),
        idempotencyKey: request.idempotencyKey,
        reference: request.reference,
        orderReference: request.orderReference,
        processor: request.processor,
        amount: request.amount,
        currency: request.currency,
        status: initial,
        ...source,
        returnUrl: request.returnUrl,
        lang: request.lang,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    // A key (or reference) seen before: that charge as it stands, nothing charged again.
    if (!inserted) {
      const [seen] = await db.select().from(sandboxCardCharges).where(eq(sandboxCardCharges.idempotencyKey, request.idempotencyKey));
      if (!seen) throw new Error('sandbox: charge reference reused under another key');
      return chargeOf(seen);
    }
    if (initial !== 'processing') return chargeOf(inserted);
    return chargeOf(await charge(db, inserted, ['processing']));
  }

  return {
    create,
    async retrieve({ chargeId }) {
      const row = await found(chargeId);
      if (row.status !== 'processing') return chargeOf(row);
      // Each question about a processing charge counts; the bank answers after the second.
      const [counted] = await db
        .update(sandboxCardCharges)
        .set({ retrievals: sql`${sandboxCardCharges.retrievals} + 1` })
        .where(and(eq(sandboxCardCharges.id, row.id), eq(sandboxCardCharges.status, 'processing')))
        .returning();
      const now = counted ?? row;
      if (afterRetrieval(now.retrievals) === 'processing') return chargeOf(now);
      return chargeOf((await move(db, row.id, ['processing'], { status: 'succeeded', token: tokenOnSuccess(now) })) ?? (await found(chargeId)));
    },
    async confirm({ chargeId }) {
      const row = await found(chargeId);
      return chargeOf(row.status === 'requires_confirmation' ? await charge(db, row, ['requires_confirmation']) : row);
    },
    async cancel({ chargeId }) {
      const row = await found(chargeId);
      const cancelled = await move(db, row.id, ['requires_card', 'requires_action', 'requires_confirmation'], {
        status: 'canceled',
        code: 'cancelled',
        message: 'The payment was cancelled.',
        cascade: true,
      });
      return chargeOf(cancelled ?? (await found(chargeId)));
    },
    async webhook({ body, headers }): Promise<ChargeEvent | null> {
      if (!(await signedBySandbox(db, clock, body, headers.get(SIGNATURE_HEADER)))) return null;
      let chargeId: unknown;
      try {
        chargeId = (JSON.parse(body) as { charge?: unknown }).charge;
      } catch {
        return null;
      }
      // A thin event: it names the charge, whose state is read from the books (never from the payload).
      const row = typeof chargeId === 'string' ? await chargeById(db, chargeId) : null;
      return row ? { reference: row.reference, charge: chargeOf(row) } : null;
    },
  };
}
