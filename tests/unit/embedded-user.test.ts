// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_USER_ELEMENT, scriptJson } from '@common/page-data';
import { lastShownUser, takeEmbeddedUser } from '@/app/trading/embeddedUser';
import { forgetPaintCopies, keepPaintCopy } from '@/content/paintCopy';
import { sampleUser } from './sample-user';

/** The one element lookup takeEmbeddedUser makes, over a page that may carry the script element. */
function pageWith(text: string | null) {
  let removed = false;
  const element = text === null ? null : { textContent: text, remove: () => (removed = true) };
  const doc = { getElementById: (id: string) => (id === SIGNED_IN_USER_ELEMENT && !removed ? element : null) };
  return { doc: doc as unknown as Document, removed: () => removed };
}

describe('the trader written into the trading page', () => {
  it('is read once, as the user the server sent, and the element removed', () => {
    const user = sampleUser({ firstName: '</script><script>alert(1)</script>' });
    const page = pageWith(scriptJson(user));
    expect(takeEmbeddedUser(page.doc)).toEqual(user);
    expect(page.removed()).toBe(true);
    expect(takeEmbeddedUser(page.doc)).toBeNull();
  });

  it('is null on a page without it (the precached shell) or with something that is not a user', () => {
    expect(takeEmbeddedUser(pageWith(null).doc)).toBeNull();
    expect(takeEmbeddedUser(pageWith('{"email": 1}').doc)).toBeNull();
    expect(takeEmbeddedUser(pageWith('not json').doc)).toBeNull();
  });

  it('cannot close its script element: every < in the JSON is escaped', () => {
    const text = scriptJson({ name: '</script><!--' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><!--' });
  });
});

describe('the trader the last home showed', () => {
  it('is read from its copy in the language, and only when it is a user', () => {
    const user = sampleUser();
    keepPaintCopy('user', 'trading-home', 'en', JSON.stringify(user));
    expect(lastShownUser('en')).toEqual(user);
    expect(lastShownUser('ru')).toBeNull();
    keepPaintCopy('user', 'trading-home', 'en', '{"email": 1}');
    expect(lastShownUser('en')).toBeNull();
    keepPaintCopy('user', 'trading-home', 'en', 'not json');
    expect(lastShownUser('en')).toBeNull();
    forgetPaintCopies();
  });
});
