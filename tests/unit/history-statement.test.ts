import { describe, expect, it } from 'vitest';
import type { HistoryTransaction } from '@/api/history';
import { csvField, statementCsv, statementFileName } from '@/features/history/statementCsv';

const tx = (id: number, amount: string, extra: Partial<HistoryTransaction> = {}): HistoryTransaction => ({
  id,
  trType: 'deposit',
  amount,
  currency: 'USD',
  status: 'done',
  orderId: null,
  executed: Date.UTC(2026, 2, 11, 10, 0, 0),
  ...extra,
});

const words = {
  header: ['Time', 'Type', 'Amount', 'Currency', 'Status', 'Method', 'Id'],
  type: (row: HistoryTransaction) => row.trType,
  status: (row: HistoryTransaction) => row.status,
  source: (row: HistoryTransaction) => (row.source?.kind === 'card' ? `Card, ${row.source.brand} ${row.source.last4}` : ''),
};

describe('the statement as CSV', () => {
  it('keeps the server\'s decimal strings as they are, quotes what needs it, ends lines with CRLF', () => {
    const csv = statementCsv([tx(1, '0.10'), tx(2, '-1000000.07', { trType: 'withdrawal', source: { kind: 'card', brand: 'Visa', last4: '4242' } })], words);
    expect(csv).toBe(
      'Time,Type,Amount,Currency,Status,Method,Id\r\n' +
        '2026-03-11T10:00:00.000Z,deposit,0.10,USD,done,,1\r\n' +
        '2026-03-11T10:00:00.000Z,withdrawal,-1000000.07,USD,done,"Card, Visa 4242",2\r\n',
    );
  });

  it('defuses a field a spreadsheet would run as a formula, never a negative amount', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('Карта Visa •••• 4242')).toBe('Карта Visa •••• 4242');
  });

  it('names the file by the range\'s days', () => {
    expect(statementFileName({ DateFrom: Date.UTC(2026, 0, 1), DateTo: Date.UTC(2026, 0, 31, 23) })).toBe('statement-2026-01-01-2026-01-31.csv');
    expect(statementFileName({})).toBe('statement-all-all.csv');
  });
});
