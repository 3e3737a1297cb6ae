import type { CallEntry } from './route.ts';
import { authCalls } from './auth.calls.ts';
import { cardsCalls } from './cards.calls.ts';
import { communityCalls } from './community.calls.ts';
import { contentCalls } from './content.calls.ts';
import { fundingCalls } from './funding.calls.ts';
import { historyCalls } from './history.calls.ts';
import { notificationsCalls } from './notifications.calls.ts';
import { popupsCalls } from './popups.calls.ts';
import { securityCalls } from './security.calls.ts';
import { supportCalls } from './support.calls.ts';
import { usersCalls } from './users.calls.ts';
import { verificationCalls } from './verification.calls.ts';
import { withdrawalCalls } from './withdrawal.calls.ts';

/** Every call of the app's API, by capability (the same grouping as server/ and server/API.md). */
export const CONTRACT: Readonly<Record<string, readonly CallEntry[]>> = {
  auth: authCalls,
  users: usersCalls,
  security: securityCalls,
  verification: verificationCalls,
  cards: cardsCalls,
  funding: fundingCalls,
  withdrawal: withdrawalCalls,
  history: historyCalls,
  notifications: notificationsCalls,
  popups: popupsCalls,
  support: supportCalls,
  content: contentCalls,
  community: communityCalls,
};

export const ALL_CALLS: readonly CallEntry[] = Object.values(CONTRACT).flat();
