/*
 * The US states list (spec §1: "a static country list … and a US states list"): the 50 states and the District of
 * Columbia by USPS code, asked for at registration and kept in personal info when the country is US. One list for
 * client and server; names are proper nouns, shown as they are in both languages.
 */

export const US_STATES: readonly (readonly [code: string, name: string])[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'],
  ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
  ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

/** The country whose residents are asked for a state. */
export const STATES_COUNTRY = 'US';

const byCode = new Map(US_STATES);

/** The state's name for its code (case-insensitive), or undefined for a code not on the list. */
export function usStateName(code: string): string | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/**
 * The state to store for a country and a chosen code: the code in upper case for a US resident with a listed
 * state, '' for every other country (a state means nothing there), null when a US resident's state is missing or
 * not on the list (refused).
 */
export function stateFor(country: string, code: string): string | null {
  if (country.trim().toUpperCase() !== STATES_COUNTRY) return '';
  const upper = code.trim().toUpperCase();
  return byCode.has(upper) ? upper : null;
}
