import { type } from 'superstruct';
import { call } from './route.ts';
import { flag, id, text } from './fields.ts';
import { HistoryReply, ReportsReply, ReportTotalsSchema } from './history.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./history.ts the client checks. Server and tests only: the client bundle never loads the request side.

const RANGE = { DateFrom: id(), DateTo: id() };
export const historyCalls = [
  call('POST', '/api/us/history', type({ ...RANGE, limit: id(), offset: id(), Status: text(32), trType: text(40), exchange: flag() }), HistoryReply),
  call('POST', '/api/us/reports', type({ ...RANGE, limit: id(), offset: id(), skip: id(), Status: text(32), Sumbol: text(32) }), ReportsReply),
  call('POST', '/api/us/reports/totals', type(RANGE), ReportTotalsSchema),
];
