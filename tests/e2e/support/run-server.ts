// Which reference server a Playwright worker talks to: its own (the global setup starts one per worker and names
// them by the worker's parallel index), or the one E2E_BASE_URL names for the whole run.

export const BASE_URL_ENV = 'E2E_BASE_URL';
export const PLATFORM_URL_ENV = 'E2E_PLATFORM_URL';

/** `E2E_BASE_URL_1`: the variable that carries worker 1's server. */
export function workerEnv(name: string, parallelIndex: number): string {
  return `${name}_${parallelIndex}`;
}

/** This process's server URL for `name`, or undefined outside a worker before the global setup has run. */
export function serverURL(name: typeof BASE_URL_ENV | typeof PLATFORM_URL_ENV): string | undefined {
  const index = Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);
  return process.env[name] ?? process.env[workerEnv(name, index)];
}
