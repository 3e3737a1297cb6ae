import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type NewsCategory, NewsFeedError, type NewsItem, type NewsLang } from './types.ts';

// RSS 2.0 → NewsItem[] with fast-xml-parser (README "Libraries"). The client never parses XML. An item names its
// language and section with <category domain="language|section">; without them the channel's <language> and
// "news" apply, so an ordinary third-party feed parses too.

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Titles such as "2025" or "1e3" must stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === 'item' || name === 'category',
});

const MAX_ITEMS = 200;
const SUMMARY_CHARS = 220;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text of a node that may be a string or an element with attributes (`#text`). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isRecord(value)) return text(value['#text']);
  return '';
}

function categories(value: unknown): { domain: string; value: string }[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry) => ({ domain: isRecord(entry) ? text(entry['@_domain']) : '', value: text(entry).trim().toLowerCase() }));
}

const ENTITY: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The list's plain text: tags dropped, the common entities read, whitespace folded (React escapes it again). */
export function plainText(html: string, max = SUMMARY_CHARS): string {
  const flat = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    // Block ends become spaces; inline tags (<b>, <a>) vanish, so "<b>1.2%</b>," stays "1.2%,".
    .replace(/<\/?(?:p|br|li|ul|ol|div|h[1-6]|tr|td|th|table|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITY[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function langOf(value: string): NewsLang | null {
  const base = value.trim().toLowerCase().slice(0, 2);
  return base === 'en' || base === 'ru' ? base : null;
}

function categoryOf(value: string): NewsCategory | null {
  return value === 'news' || value === 'analysis' ? value : null;
}

const idOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** Parses an RSS 2.0 document. Anything that is not well-formed RSS with a channel throws NewsFeedError('malformed'). */
export function parseRss(xml: string): NewsItem[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new NewsFeedError(`The feed is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`, 'malformed');
  const doc: unknown = parser.parse(xml);
  const channel = isRecord(doc) && isRecord(doc.rss) ? doc.rss.channel : undefined;
  if (!isRecord(channel)) throw new NewsFeedError('The feed is not RSS 2.0 (no rss/channel)', 'malformed');
  const channelLang = langOf(text(channel.language)) ?? 'en';
  const raw = Array.isArray(channel.item) ? channel.item : [];
  const items: NewsItem[] = [];
  const seen = new Set<string>();
  for (const entry of raw.slice(0, MAX_ITEMS)) {
    if (!isRecord(entry)) continue;
    const title = plainText(text(entry.title), 300);
    if (title === '') continue;
    const html = text(entry.description);
    const link = text(entry.link).trim();
    const published = Date.parse(text(entry.pubDate));
    const tags = categories(entry.category);
    const lang = langOf(tags.find((tag) => tag.domain === 'language')?.value ?? '') ?? channelLang;
    const category = categoryOf(tags.find((tag) => tag.domain === 'section')?.value ?? '') ?? 'news';
    const id = idOf(text(entry.guid) || link || title);
    if (seen.has(id)) continue;
    seen.add(id);
    items.push({ id, lang, category, title, summary: plainText(html), html, link: /^https?:\/\//.test(link) ? link : '', publishedAt: Number.isNaN(published) ? 0 : published });
  }
  if (raw.length > 0 && items.length === 0) throw new NewsFeedError('The feed has items but none could be read', 'malformed');
  return items.toSorted((a, b) => b.publishedAt - a.publishedAt);
}
