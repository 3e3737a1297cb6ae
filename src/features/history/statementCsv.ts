import type { HistoryTransaction } from '@/api/history';

// A statement as CSV: the server's rows as they came, amounts as its decimal strings (never parsed into floats), one
// line each, RFC 4180 quoting. Pure.

export type StatementWords = {
  header: readonly string[];
  type: (tx: HistoryTransaction) => string;
  status: (tx: HistoryTransaction) => string;
  source: (tx: HistoryTransaction) => string;
};

/** A field quoted when it holds a separator, a quote or a line break; a leading =, +, − or @ is defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The statement: a header, then one line per transaction (time in UTC ISO 8601), CRLF line ends. */
export function statementCsv(rows: readonly HistoryTransaction[], words: StatementWords): string {
  const lines = [words.header.map(csvField).join(',')];
  for (const tx of rows) {
    const fields = [new Date(tx.executed).toISOString(), words.type(tx), tx.amount, tx.currency, words.status(tx), words.source(tx), String(tx.id)];
    lines.push(fields.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The file's name for a range: its first and last day (UTC), or "all" for an open end. */
export function statementFileName(range: { DateFrom?: number | undefined; DateTo?: number | undefined }): string {
  const day = (ms: number | undefined) => (ms === undefined ? 'all' : new Date(ms).toISOString().slice(0, 10));
  return `statement-${day(range.DateFrom)}-${day(range.DateTo)}.csv`;
}
