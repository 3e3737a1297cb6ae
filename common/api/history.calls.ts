import { type } from 'superstruct';
import { call } from './route.ts';
import { flag, id, text } from './fields.ts';
import { HistoryReply, ReportsReply, ReportTotalsSchema } from './history.ts';

// The calls of this capability: each one's method, path, what its body may hold (checked by the server before its
// handler runs) and the reply schema from ./history.ts the client checks.

const RANGE = { DateFrom: id(), DateTo: id() };
export const accountHistory = call('POST', '/api/us/history', type({ ...RANGE, limit: id(), offset: id(), Status: text(32), trType: text(40), exchange: flag() }), HistoryReply);
export const positionReports = call('POST', '/api/us/reports', type({ ...RANGE, limit: id(), offset: id(), skip: id(), Status: text(32), Sumbol: text(32) }), ReportsReply);
export const reportTotals = call('POST', '/api/us/reports/totals', type(RANGE), ReportTotalsSchema);

export const historyCalls = [accountHistory, positionReports, reportTotals];
