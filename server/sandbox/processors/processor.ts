import type { ChargeSource, Processor } from '../../cards/processor.ts';
import { decide, decidePending, dialect, isScenario, scenarioOf } from './scenarios.ts';

// The sandbox behind every processor name (CONTRACT.md "Sandbox test cards"): the stored reference is the scenario
// the test card selects, and it decides as scenarios.ts says, in each processor's dialect.

function reference(source: ChargeSource): string {
  switch (source.kind) {
    case 'card':
      return scenarioOf(source.number);
    // The sandbox Entropay account always has the money: a deposit rule may still refuse it.
    case 'wallet':
      return 'approve';
  }
}

export const sandboxProcessor: Processor = {
  reference,
  decide({ processor, reference: stored, firstInDeposit }) {
    // A reference this sandbox never handed out is a card it does not know.
    const decision = decide(isScenario(stored) ? stored : 'unknown_card', firstInDeposit);
    return decision.status === 'declined' ? dialect(processor, decision) : decision;
  },
  listened: decidePending,
  page: (kind, transactionId) => `/sandbox/${kind === 'challenge' ? '3ds' : 'pay'}/${encodeURIComponent(transactionId)}`,
};
