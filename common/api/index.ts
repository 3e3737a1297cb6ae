import type { CallEntry } from './route.ts';
import { authCalls } from './auth.ts';
import { cardsCalls } from './cards.ts';
import { communityCalls } from './community.ts';
import { contentCalls } from './content.ts';
import { fundingCalls } from './funding.ts';
import { historyCalls } from './history.ts';
import { notificationsCalls } from './notifications.ts';
import { supportCalls } from './support.ts';
import { usersCalls } from './users.ts';
import { verificationCalls } from './verification.ts';
import { withdrawalCalls } from './withdrawal.ts';

/** Every call of the app's API, by capability (the same grouping as server/ and server/API.md). */
export const CONTRACT: Readonly<Record<string, readonly CallEntry[]>> = {
  auth: authCalls,
  users: usersCalls,
  verification: verificationCalls,
  cards: cardsCalls,
  funding: fundingCalls,
  withdrawal: withdrawalCalls,
  history: historyCalls,
  notifications: notificationsCalls,
  support: supportCalls,
  content: contentCalls,
  community: communityCalls,
};

export const ALL_CALLS: readonly CallEntry[] = Object.values(CONTRACT).flat();
