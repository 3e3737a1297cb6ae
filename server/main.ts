import { loadConfig } from './config.ts';
import { PortTaken, startServer } from './start.ts';

// Entry point: `tsx server/main.ts` (npm start runs it after building the client).

async function main(): Promise<void> {
  const config = loadConfig();
  const running = await startServer(config);

  const storage = running.storage === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.info(`Database: ${storage}${running.seeded.length > 0 ? `; seeded ${running.seeded.join(', ')}` : ''}`);
  console.info(`App:      ${config.appOrigin}  (listening on ${config.host}:${running.appPort})`);
  console.info(`Platform: ${config.platformOrigin}  (listening on ${config.host}:${running.platformPort})`);
  console.info(
    config.sandbox
      ? `Sandbox controls: on, for requests from this machine${config.sandboxToken ? ' or with X-Sandbox-Token' : ''}`
      : `Sandbox controls: off${config.databaseUrl && !process.env['SANDBOX'] ? ' (the default with DATABASE_URL; SANDBOX=1 turns them on)' : ''}`,
  );
  // The same choice as server/app.ts (quotesFor): said at start, since without a source no trade can open.
  console.info(
    config.quotesUrl
      ? `Quotes: the feed at ${new URL(config.quotesUrl).host} (QUOTES_URL)`
      : config.sandbox
        ? 'Quotes: the sandbox\'s simulated walk'
        : 'Quotes: none (no QUOTES_URL and SANDBOX off): the platform shows no prices and opens no trade',
  );
  if (config.captcha) console.info(`Login captcha: on (${new URL(config.captcha.verifyUrl).origin})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return; // a terminal's Ctrl-C reaches both npm's wrapper and us; one shutdown is enough
    stopping = true;
    console.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A taken port is a setting to change, not a crash to read: one line that says which.
  if (error instanceof PortTaken) console.error(`server failed to start: ${error.message}`);
  else console.error('server failed to start:', error);
  process.exit(1);
});
