import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import ru from '@/i18n/locales/ru.json';
import { changeLanguage, currentLang, initI18n, isLang, langFromPath, type MessageKey, t, translatorFor, uiLanguage, withLang } from '@/i18n';
import { translate } from '@/i18n/translate';
import type { ValidationKey } from '@/lib/validation';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).toSorted();

describe('locales', () => {
  it('en and ru have exactly the same keys', () => {
    expect(Object.keys(ru).toSorted()).toEqual(Object.keys(en).toSorted());
  });

  it('no value is empty', () => {
    for (const [lang, bundle] of Object.entries({ en, ru })) {
      for (const [key, value] of Object.entries(bundle)) {
        expect(typeof value, `${lang}:${key}`).toBe('string');
        expect(value.trim(), `${lang}:${key}`).not.toBe('');
      }
    }
  });

  it('each translation uses the same interpolation variables', () => {
    for (const [key, value] of Object.entries(en)) {
      expect(placeholders(ru[key as keyof typeof ru]), key).toEqual(placeholders(value));
    }
  });

  it('has the spec message keys and every validator key', () => {
    const spec = [
      'auth.login_error',
      'auth.server_error',
      'payment.error',
      'payment.success',
      'payment.process',
      'calls.error_phone',
      'promo.invalid',
      'validate_transcation.error',
      'tips.error',
      'orange.pay_fail',
    ];
    const validators: ValidationKey[] = [
      'form.required',
      'form.email',
      'form.min_length',
      'form.equals',
      'form.password',
      'form.phone',
      'form.phone_us',
      'promo.invalid',
    ];
    for (const key of [...spec, ...validators]) expect(Object.keys(en)).toContain(key);
  });

  it('Russian is translated, not copied (apart from the brand)', () => {
    const same = Object.keys(en).filter((key) => en[key as keyof typeof en] === ru[key as keyof typeof ru]);
    expect(same).toEqual(['app.name']);
  });

  it('the labels the e2e tests look for are as agreed', () => {
    expect([en['login.email'], en['login.password'], en['login.submit'], en['register.submit']]).toEqual([
      'Email',
      'Password',
      'Log in',
      'Create account',
    ]);
    expect([en['forgot.submit'], en['contact.submit'], en['field.promo'], en['field.message']]).toEqual([
      'Send reset link',
      'Send message',
      'Promo code',
      'Message',
    ]);
  });
});

describe('language helpers', () => {
  it('isLang', () => {
    expect(isLang('en')).toBe(true);
    expect(isLang('ru')).toBe(true);
    expect(isLang('de')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });

  it('langFromPath reads the first segment', () => {
    expect(langFromPath('/ru/login')).toBe('ru');
    expect(langFromPath('/en')).toBe('en');
    expect(langFromPath('/de/login')).toBeNull();
    expect(langFromPath('/')).toBeNull();
    expect(langFromPath('/login/ru')).toBeNull();
  });

  it('withLang swaps or adds the prefix, keeping the rest', () => {
    expect(withLang('/en/login?rd=/x#y', 'ru')).toBe('/ru/login?rd=/x#y');
    expect(withLang('/en', 'ru')).toBe('/ru');
    expect(withLang('/trading', 'ru')).toBe('/ru/trading');
  });
});

/** i18next as the app used it (a dev dependency now): the reference the own lookup must answer alike. */
async function reference(lang: 'en' | 'ru', bundle: Record<string, string>) {
  const i18next = createInstance();
  await i18next.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: bundle } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next.getFixedT(lang);
}

describe('translation', () => {
  it('translates before the strings have loaded as i18next did then (a poller task may run first): the key', () => {
    expect(uiLanguage()).toBe('');
    expect(t('auth.login_error')).toBe('auth.login_error');
  });

  it('loads a language on demand and translates flat dotted keys with variables', async () => {
    await initI18n('en');
    expect(currentLang()).toBe('en');
    expect(t('auth.login_error')).toBe(en['auth.login_error']);
    expect(t('validate.attempts_left', { count: 2 })).toBe('Attempts left: 2');
    await changeLanguage('ru');
    expect(currentLang()).toBe('ru');
    expect(t('login.submit')).toBe('Войти');
    expect(t('guest.rights', { year: 2030 })).toBe('© 2030 Trader. Все права защищены.');
  });

  it('answers every key in each language exactly as i18next does', async () => {
    await initI18n('en');
    for (const [lang, bundle] of [['en', en], ['ru', ru]] as const) {
      await changeLanguage(lang);
      const translateIn = translatorFor(lang);
      const expected = await reference(lang, bundle);
      for (const key of Object.keys(en) as MessageKey[]) {
        expect(translateIn(key), `${lang}:${key}`).toBe(expected(key, {}));
        expect(t(key), `${lang}:${key}`).toBe(expected(key, {}));
        expect(translateIn(key, { count: 3, amount: '$5', name: 'Ann' }), `${lang}:${key} with variables`).toBe(
          expected(key, { count: 3, amount: '$5', name: 'Ann' }),
        );
      }
    }
    // A key the bundle lacks still comes back as i18next gives it: the key itself.
    expect(translatorFor('en')('no.such.key' as MessageKey)).toBe('no.such.key');
  });

  it('picks plural forms by Intl.PluralRules and fills placeholders as i18next does', async () => {
    const bundle = { n: 'n {{count}}', n_one: 'one {{count}}', n_few: '{{count}} few', n_many: '{{ count }} many', n_zero: 'none', gap: 'a {{missing}} b {{ name }}' };
    const expected = await reference('ru', bundle);
    for (const count of [0, 1, 2, 5, 11, 21, 1.5]) expect(translate(bundle, 'ru', 'n', { count }), `ru ${count}`).toBe(expected('n', { count }));
    expect(translate(bundle, 'ru', 'gap', { name: 'Ann' })).toBe(expected('gap', { name: 'Ann' }));
    expect(translate(bundle, 'ru', 'gap')).toBe(expected('gap'));
  });
});
