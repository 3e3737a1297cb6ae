import { simpleProcessor } from './common';

/** PFS: pay, then its secure step (a redirect to /api/card/secure/pfs/{R5}) and listen {uid,id}. */
export const pfs = simpleProcessor('PFS', {});
