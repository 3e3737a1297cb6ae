// Types for server.mjs (plain ESM so scripts/bench.mjs can share it).
export declare const REPO_ROOT: string;

export type RunningServer = {
  /** http://localhost:PORT — the app origin. */
  baseURL: string;
  /** http://127.0.0.1:PLATFORM_PORT — the platform host, a different origin on purpose. */
  platformURL: string;
  port: number;
  platformPort: number;
  dataDir: string;
  logFile: string;
  /** Stops the server and removes its DATA_DIR. */
  stop(): Promise<void>;
};

export type StartServerOptions = {
  root?: string;
  logFile?: string;
  /** Build dist/ and dist-server/ first when stale (default true); 'server': dist-server/ alone. */
  build?: boolean | 'server';
  log?: (message: string) => void;
  env?: Record<string, string>;
  /** Raise the per-address budgets for a suite whose every browser shares one address (default true). */
  oneAddress?: boolean;
  /** Node flags for the server process, e.g. ['--cpu-prof'] (NODE_OPTIONS refuses that one). */
  nodeArgs?: string[];
};

export declare const ONE_ADDRESS_BUDGETS: Readonly<Record<string, string>>;
export declare function ensureServerBuilt(options?: { root?: string; log?: (message: string) => void }): Promise<boolean>;
export declare function ensureClientBuilt(options?: { root?: string; log?: (message: string) => void }): Promise<boolean>;
export declare function startServer(options?: StartServerOptions): Promise<RunningServer>;
