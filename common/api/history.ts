import { type } from 'superstruct';
import { call } from './route.ts';
import { flag, id, text } from './fields.ts';

// Trading history, transactions and reports (server/history).

const RANGE = { DateFrom: id(), DateTo: id() };

export const historyCalls = [
  call('POST', '/api/us/history', type({ ...RANGE, limit: id(), offset: id(), Status: text(32), trType: text(40), exchange: flag() })),
  call('POST', '/api/us/reports', type({ ...RANGE, limit: id(), offset: id(), skip: id(), Status: text(32), Sumbol: text(32) })),
  call('POST', '/api/us/reports/totals', type(RANGE)),
];
