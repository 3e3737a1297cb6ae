import { array, number, string, type, type Infer } from 'superstruct';

// Replies read by src/api/affiliate.ts (server/API.md, section `community`).
export const LinkSchema = type({ id: number(), name: string(), landing: string(), url: string(), created: number(), clicks: number(), registrations: number(), deposits: number(), commission: string() });
export const ProgramSchema = type({ id: string(), title: string(), url: string() });
export const MaterialSchema = type({ title: string(), size: string(), format: string(), locale: string(), extend: string(), url: string() });
export const AffiliatePageSchema = type({ balance: string(), currency: string(), programs: array(ProgramSchema), links: array(LinkSchema), material: array(MaterialSchema) });
export type AffiliatePage = Infer<typeof AffiliatePageSchema>;
export type AffiliateLink = Infer<typeof LinkSchema>;
export const TransferSchema = type({ amount: string(), credited: string(), currency: string(), account: number(), balance: string() });
export type TransferAnswer = Infer<typeof TransferSchema>;
