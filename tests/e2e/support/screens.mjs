// The signed-in app's screens, by hash route: one list for the e2e suite and the bench (plain ESM, so
// scripts/bench/cls.mjs can share it). The names are the screenshots'.

/** Every screen but the deposit screen, which the e2e suite visits tab by tab. */
export const SCREENS = [
  ['home', '/home'],
  ['withdrawal', '/show/withdrawal'],
  ['history', '/show/history'],
  ['reports', '/show/reports'],
  ['support', '/show/support'],
  ['tournaments', '/show/contest'],
  ['affiliate', '/show/affiliate'],
  ['news', '/show/news'],
  ['calendar', '/show/calendar'],
  ['verification', '/show/personal'],
  ['security', '/show/security'],
  ['settings', '/show/settings'],
  ['info', '/show/info'],
  ['promo', '/show/promo'],
];

/** The deposit screen. */
export const DEPOSIT_SCREEN = ['funding', '/show/funding'];
