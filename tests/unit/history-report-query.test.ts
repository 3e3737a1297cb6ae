import { describe, expect, it } from 'vitest';
import { positionDeps, reportQuery } from '@/features/history/reportQuery';

describe('reportQuery: the positions list body (spec §3 report filters)', () => {
  it('sends only the offset when no filter is chosen', () => {
    expect(reportQuery({ status: '', asset: '' }, 0)).toEqual({ offset: 0 });
  });

  it('sends the range, the status and the asset as Sumbol in upper case', () => {
    expect(reportQuery({ DateFrom: 1000, DateTo: 2000, status: 'won', asset: ' eurusd ' }, 100)).toEqual({
      offset: 100,
      DateFrom: 1000,
      DateTo: 2000,
      Status: 'won',
      Sumbol: 'EURUSD',
    });
  });

  it('keys the stored page by filters as sent, so "eurusd" and "EURUSD" are one list', () => {
    expect(positionDeps({ status: '', asset: 'eurusd' })).toEqual(positionDeps({ status: '', asset: 'EURUSD ' }));
    expect(positionDeps({ status: 'won', asset: '' })).not.toEqual(positionDeps({ status: 'lost', asset: '' }));
  });
});
