import { describe, expect, it } from 'vitest';
import { parseRss, plainText } from '../../server/news/parse.ts';
import { createNewsService } from '../../server/news/service.ts';
import { createUrlSource } from '../../server/news/sources.ts';
import { NewsFeedError } from '../../server/news/types.ts';

// The feed parser and the stale rule on their own (no app, no database).

const rss = (items: string, language = 'en') => `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><language>${language}</language>${items}</channel></rss>`;

describe('parseRss', () => {
  it('reads a third-party feed without our categories: the channel language, the news section', () => {
    const items = parseRss(rss('<item><title>2025</title><link>https://x.test/a</link><pubDate>Mon, 23 Nov 2026 10:00:00 GMT</pubDate><description>&lt;b&gt;Bold&lt;/b&gt; &amp;amp; text</description></item>', 'ru-RU'));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: '2025', lang: 'ru', category: 'news', link: 'https://x.test/a', publishedAt: Date.UTC(2026, 10, 23, 10) });
    expect(items[0]?.summary).toBe('Bold & text');
  });

  it('drops links that are not http(s), duplicate guids and untitled items', () => {
    const item = '<item><title>A</title><guid>g1</guid><link>javascript:alert(1)</link></item>';
    const items = parseRss(rss(`${item}${item}<item><description>no title</description></item>`));
    expect(items).toHaveLength(1);
    expect(items[0]?.link).toBe('');
  });

  it('refuses broken XML and documents that are not RSS', () => {
    expect(() => parseRss('<rss><channel><item>')).toThrow(NewsFeedError);
    expect(() => parseRss('<feed xmlns="http://www.w3.org/2005/Atom"></feed>')).toThrow(/not RSS/);
  });

  it('plainText keeps words apart at block ends, not at inline tags', () => {
    expect(plainText('<p>One</p><p>Two <b>2.5%</b>, up</p><script>x()</script>')).toBe('One Two 2.5%, up');
    expect(plainText('a'.repeat(300), 10)).toHaveLength(10);
  });
});

describe('news service', () => {
  it('serves the last good parse as stale while the source fails, and fresh again once it recovers', async () => {
    let xml = rss('<item><title>A</title><guid>1</guid></item>');
    const service = createNewsService({ name: 'test', fetchXml: async () => xml }, 1000);
    const start = new Date(10_000);
    expect(await service.snapshot(start)).toMatchObject({ stale: false, items: [{ title: 'A' }] });
    xml = '<<<';
    expect(await service.snapshot(new Date(10_500))).toMatchObject({ stale: false }); // cached: not fetched yet
    expect(await service.snapshot(new Date(11_000))).toMatchObject({ stale: true, items: [{ title: 'A' }] });
    xml = rss('<item><title>B</title><guid>2</guid></item>');
    expect(await service.snapshot(new Date(12_000))).toMatchObject({ stale: false, items: [{ title: 'B' }] });
  });

  it('throws NewsFeedError when the first fetch fails', async () => {
    const service = createNewsService({ name: 'test', fetchXml: async () => Promise.reject(new Error('down')) });
    await expect(service.snapshot(new Date())).rejects.toMatchObject({ reason: 'unreachable' });
  });
});

describe('a real feed (NEWS_RSS_URL)', () => {
  it('fetches the URL with an RSS Accept header; an HTTP error counts as a failed fetch', async () => {
    const calls: string[] = [];
    let status = 200;
    const fetcher: typeof fetch = async (input, init) => {
      calls.push(`${String(input)} ${new Headers(init?.headers).get('Accept') ?? ''}`);
      return new Response(rss('<item><title>Real</title><guid>r</guid></item>'), { status });
    };
    const source = createUrlSource('https://feeds.example.com/markets.xml', fetcher);
    expect(source.name).toBe('feeds.example.com');
    const service = createNewsService(source, 0);
    expect(await service.snapshot(new Date(1))).toMatchObject({ stale: false, items: [{ title: 'Real' }] });
    status = 503;
    expect(await service.snapshot(new Date(2))).toMatchObject({ stale: true, items: [{ title: 'Real' }] });
    expect(calls[0]).toMatch(/^https:\/\/feeds\.example\.com\/markets\.xml application\/rss\+xml/);
  });
});
