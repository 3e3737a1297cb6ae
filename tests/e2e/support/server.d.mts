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
  /** Build dist/ first when stale (default true). */
  build?: boolean;
  log?: (message: string) => void;
  env?: Record<string, string>;
  /** Node flags for the server process, e.g. ['--cpu-prof'] (NODE_OPTIONS refuses that one). */
  nodeArgs?: string[];
};

export declare function ensureClientBuilt(options?: { root?: string; log?: (message: string) => void }): Promise<boolean>;
export declare function startServer(options?: StartServerOptions): Promise<RunningServer>;
