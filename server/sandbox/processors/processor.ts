import { randomBytes } from 'node:crypto';
import type { ChargeSource, Processor } from '../../cards/processor.ts';
import { decide, decidePending, dialect, isScenario, type Scenario, scenarioOf } from './scenarios.ts';

// The sandbox behind every processor name (CONTRACT.md "Sandbox test cards"): the stored reference is the scenario
// the test card selects, and it decides as scenarios.ts says, in each processor's dialect. Its card tokens carry
// the scenario too (tok_<scenario>_<random>), so a card on file charges as its test card would.

const TOKEN = /^tok_([a-z_]+)_[0-9a-f]{16}$/;

function scenarioOfToken(token: string): Scenario {
  const scenario = TOKEN.exec(token)?.[1];
  return scenario !== undefined && isScenario(scenario) ? scenario : 'unknown_card';
}

function reference(source: ChargeSource): string {
  switch (source.kind) {
    case 'card':
      return scenarioOf(source.number);
    case 'token':
      return scenarioOfToken(source.token);
    // The sandbox Entropay account always has the money: a deposit rule may still refuse it.
    case 'wallet':
      return 'approve';
  }
}

export const sandboxProcessor: Processor = {
  reference,
  tokenize: (number) => `tok_${scenarioOf(number)}_${randomBytes(8).toString('hex')}`,
  decide({ processor, reference: stored, firstInDeposit }) {
    // A reference this sandbox never handed out is a card it does not know.
    const decision = decide(isScenario(stored) ? stored : 'unknown_card', firstInDeposit);
    return decision.status === 'declined' ? dialect(processor, decision) : decision;
  },
  listened: decidePending,
  page: (kind, transactionId) => `/sandbox/${kind === 'challenge' ? '3ds' : 'pay'}/${encodeURIComponent(transactionId)}`,
};
