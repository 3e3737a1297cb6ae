import { array, literal, number, string, type, type Infer, union } from 'superstruct';
import { failureOf, post, postOrThrow, returnFlag, validate, type Reply } from './http';

// Spec §7 /api/us/refferal {action show|filter|transfer|save}; /api/us/refferal/outcome for a lost transfer answer.

const LinkSchema = type({ id: number(), name: string(), landing: string(), url: string(), created: number(), clicks: number(), registrations: number(), deposits: number(), commission: string() });
const ProgramSchema = type({ id: string(), title: string(), url: string() });
const MaterialSchema = type({ title: string(), size: string(), format: string(), locale: string(), extend: string(), url: string() });
export const AffiliatePageSchema = type({ balance: string(), currency: string(), programs: array(ProgramSchema), links: array(LinkSchema), material: array(MaterialSchema) });

export type AffiliatePage = Infer<typeof AffiliatePageSchema>;
export type AffiliateLink = Infer<typeof LinkSchema>;

export function fetchAffiliate(signal?: AbortSignal) {
  return postOrThrow('/api/us/refferal', { action: 'show' }, AffiliatePageSchema, signal);
}

/** The links' figures inside a range (milliseconds since the epoch, as the history filters send). */
export function filterAffiliate(range: { DateFrom: number; DateTo: number }): Promise<Reply<AffiliatePage>> {
  return post('/api/us/refferal', { action: 'filter', ...range }, AffiliatePageSchema);
}

export function saveAffiliateLink(linkName: string, landing: string): Promise<Reply<AffiliatePage>> {
  return post('/api/us/refferal', { action: 'save', link_name: linkName, landing }, AffiliatePageSchema);
}

const TransferSchema = type({ amount: string(), credited: string(), currency: string(), account: number(), balance: string() });
export type TransferAnswer = Infer<typeof TransferSchema>;

export function transferCommission(amount: string, account: number, key: string): Promise<Reply<TransferAnswer>> {
  return post('/api/us/refferal', { action: 'transfer', amount, account, idempotency_key: key }, TransferSchema);
}

const OutcomeSchema = union([type({ known: literal(false) }), type({ known: literal(true), reply: type({}) })]);

/** What became of a transfer whose answer was lost; null = the server never saw it. */
export async function askTransferOutcome(key: string): Promise<Reply<TransferAnswer> | null> {
  const answer = await postOrThrow('/api/us/refferal/outcome', { idempotency_key: key }, OutcomeSchema);
  if (!answer.known) return null;
  return returnFlag(answer.reply) ? { ok: true, value: validate(answer.reply, TransferSchema) } : failureOf(answer.reply);
}
