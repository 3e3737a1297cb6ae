import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `path` (or `path` itself when it is a file), for tests that read the sources. */
export function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}
