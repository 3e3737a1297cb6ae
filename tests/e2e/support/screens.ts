/** Every screen of the signed-in app, by its hash route (the names are the screenshots'). */
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
  ['info', '/show/info'],
  ['promo', '/show/promo'],
] as const;
