import { readFile } from 'node:fs/promises';
import type { FeedSource } from '../news/types.ts';

const FIXTURE = new URL('./fixtures/news-feed.xml', import.meta.url);

export type SandboxNewsSource = FeedSource & {
  /** Serves `xml` as the feed (POST /sandbox/news), or the fixture again with null. */
  replace(xml: string | null): void;
};

/**
 * The sandbox feed: the fixture file (en and ru items, news and analysis, HTML in descriptions), unless the sandbox
 * control put other XML in its place — how tests and people try a malformed feed.
 */
export function createSandboxNewsSource(): SandboxNewsSource {
  let override: string | null = null;
  return {
    name: 'sandbox',
    fetchXml: async () => override ?? readFile(FIXTURE, 'utf8'),
    replace(xml) {
      override = xml;
    },
  };
}
