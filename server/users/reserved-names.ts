import { HOSTS } from '../../common/chat.ts';
import { skeletonOf } from '../lib/lookalike.ts';

// Names a trader's could pass for in the chat room: the hosts' and the words staff sign with. Compared by TR39
// skeleton, so case, spaces and look-alike letters ("Ѕupport" with a Cyrillic Ѕ, "Adrnin") do not get round it.

const STAFF_WORDS = ['System', 'Support', 'Admin', 'Administrator', 'Moderator'] as const;

const shape = (name: string) => skeletonOf(name.replace(/[\s\p{P}]+/gu, ''));
const STAFF = new Set(STAFF_WORDS.map(shape));
const HOST_NAMES = new Set(HOSTS.map((host) => shape(host.name)));

/** A name only staff sign with: no trader may register under it. */
export function isStaffName(name: string): boolean {
  return STAFF.has(shape(name));
}

/** A name that would read as a host's or staff's in the chat: a trader's is shown qualified (server/chat/names.ts). */
export function passesForStaff(name: string): boolean {
  const shaped = shape(name);
  return HOST_NAMES.has(shaped) || STAFF.has(shaped);
}
