import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Rules both sides import live in common/ (card checks, coins, deposit limits, the trading block, …).
const alias = {
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // A Dexie-backed test chains several `eventually` waits of up to 5 s each (tests/unit/waiting.ts): the default
        // 5 s test timeout cut such a test short on a loaded CI machine, with the wait it was in still inside budget.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // Files share a worker's modules: each file builds its own app, database and clock, and the server keeps
          // no state in modules a file could leave behind (no module mocks here either). Isolated, every file paid
          // for loading PGlite and the app again: 110 → 62 s on two workers, and the PGlite and PostgreSQL runs
          // side by side 192 → 118 s. (The unit suite stays isolated: its files share Dexie and fake timers.)
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
