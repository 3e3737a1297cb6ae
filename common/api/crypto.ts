import { array, boolean, enums, literal, number, record, string, type, union, type Infer } from 'superstruct';

// Replies read by src/api/crypto.ts (server/API.md, section `funding`).
export const InvoiceSchema = type({
  guid: string(),
  coin: string(),
  address: string(),
  amount: string(),
  currency: string(),
  fiat_amount: string(),
  rate: string(),
  fixed: boolean(),
  status: enums(['wt', 'su', 'ex']),
  hash: string(),
  expires: number(),
  now: number(),
});
export type Invoice = Infer<typeof InvoiceSchema>;
export const PayReply = type({ guid: string(), invoice: InvoiceSchema });
export const OutcomeReply = union([type({ known: literal(false) }), type({ known: literal(true), guid: string(), invoice: InvoiceSchema })]);
export const CheckReply = type({ status: enums(['wt', 'su', 'ex']), hash: string(), invoice: InvoiceSchema });
export const ExchangeReply = type({ balances: array(type({ coin: string(), amount: string() })) });
export type ExchangeBalance = Infer<typeof ExchangeReply>['balances'][number];
export const RatesReply = type({ rates: record(string(), record(string(), string())) });
/** Units of fiat per coin, by ticker then currency: `rates.BTC.USD`. */
export type Rates = Infer<typeof RatesReply>['rates'];
