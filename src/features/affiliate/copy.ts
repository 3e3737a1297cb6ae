import { is } from 'superstruct';
import { type AffiliatePage, AffiliatePageSchema } from '@/api/affiliate';

/** The unfiltered affiliate page, kept so the screen opens offline as last seen. */
export const AFFILIATE_COPY_KEY = 'affiliate.page';

export const parseAffiliatePage = (value: unknown): AffiliatePage | null => (is(value, AffiliatePageSchema) ? value : null);
