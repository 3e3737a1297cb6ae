import { liveSource } from '@/db/liveSource';
import { readNotificationState } from './store';

/** The stored list and count, live (loaded with Dexie after the top bar's first paint). */
export const liveNotificationState = liveSource(() => readNotificationState());
