import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryByIso,
  countryName,
  DEFAULT_COUNTRY_ISO,
  DEFAULT_CURRENCY,
  REGISTRATION_CURRENCIES,
} from '@common/countries';
import { US_STATES } from '@/data/usStates';

describe('countries (spec §1)', () => {
  it('has about 250 entries (ISO 3166-1)', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES.length).toBeLessThanOrEqual(255);
  });

  it('has unique ids, alpha-2, alpha-3 and numeric codes', () => {
    for (const column of ['id', 'iso', 'iso3', 'numcode'] as const) {
      const values = COUNTRIES.map((country) => country[column]);
      expect(new Set(values).size, column).toBe(values.length);
    }
  });

  it('has well-formed codes, names and calling codes', () => {
    for (const country of COUNTRIES) {
      expect(country.iso).toMatch(/^[A-Z]{2}$/);
      expect(country.iso3).toMatch(/^[A-Z]{3}$/);
      expect(country.numcode).toBeGreaterThan(0);
      expect(country.numcode).toBeLessThan(1000);
      expect(country.phonePrefix).toMatch(/^[1-9]\d{0,3}$/);
      expect(country.name.trim()).not.toBe('');
      expect(country.nationality.trim()).not.toBe('');
    }
  });

  it.each([
    ['FR', 'FRA', 250, '33'],
    ['US', 'USA', 840, '1'],
    ['RU', 'RUS', 643, '7'],
    ['GB', 'GBR', 826, '44'],
    ['DE', 'DEU', 276, '49'],
    ['KZ', 'KAZ', 398, '7'],
    ['CA', 'CAN', 124, '1'],
    ['AE', 'ARE', 784, '971'],
  ])('%s is %s / %i with prefix %s', (iso, iso3, numcode, prefix) => {
    const country = countryByIso(iso);
    expect(country).toMatchObject({ iso, iso3, numcode, phonePrefix: prefix });
  });

  it('looks up case-insensitively', () => {
    expect(countryByIso('fr')?.name).toBe('France');
    expect(countryByIso('XX')).toBeUndefined();
  });

  it('links dependent territories to their sovereign state', () => {
    expect(countryByIso('PR')?.parentId).toBe(countryByIso('US')?.id);
    expect(countryByIso('GP')?.parentId).toBe(countryByIso('FR')?.id);
    expect(countryByIso('FR')?.parentId).toBeNull();
  });

  it('derives the policy columns', () => {
    expect(countryByIso('FR')).toMatchObject({ isRegulated: true, assetTypes: ['crypto'], allowRegistration: true });
    expect(countryByIso('RU')).toMatchObject({ defaultLang: 'ru', isRegulated: false, assetTypes: ['binary', 'crypto'] });
    expect(countryByIso('KP')).toMatchObject({ block: true, allowRegistration: false });
    expect(countryByIso('AQ')?.allowRegistration).toBe(false);
  });

  it('registration defaults: France, USD; currencies USD, EUR, GBP, RUB (spec §3, §9)', () => {
    expect(DEFAULT_COUNTRY_ISO).toBe('FR');
    expect(countryByIso(DEFAULT_COUNTRY_ISO)?.allowRegistration).toBe(true);
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(REGISTRATION_CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'RUB']);
  });
});

describe('US states', () => {
  it('has the 50 states and DC, plus the inhabited territories', () => {
    expect(US_STATES.filter((state) => !state.territory)).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(US_STATES.length);
    expect(US_STATES.find((state) => state.code === 'NY')?.name).toBe('New York');
  });
});

describe('countryName', () => {
  it('names a country in the language, from the list in English and from Intl in Russian', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('de', 'ru')).toBe('Германия');
  });

  it('keeps a code the list does not know, so something is always shown', () => {
    expect(countryName('ZZ', 'ru')).toBe('ZZ');
  });
});
