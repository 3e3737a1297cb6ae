import { describe, expect, it } from 'vitest';
import { linkHeader, preloadFiles } from '../../server/static/preload.ts';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/boot.tsx'] },
  'src/boot.tsx': { file: 'assets/boot.js', isDynamicEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/layouts/GuestLayout.tsx': { file: 'assets/GuestLayout.js', imports: ['_useT.js', '_react.js'] },
  'src/features/auth/LoginScreen.tsx': { file: 'assets/LoginScreen.js', imports: ['_useT.js', '_Button.js'] },
  'src/app/trading/TradingApp.tsx': { file: 'assets/TradingApp.js', imports: ['_http.js'] },
  '_useT.js': { file: 'assets/useT.js' },
  '_Button.js': { file: 'assets/Button.js' },
  '_http.js': { file: 'assets/http.js' },
  'src/i18n/locales/en.json': { file: 'assets/en.js' },
  'src/i18n/locales/ru.json': { file: 'assets/ru.js' },
  'src/i18n/locales/en.json?guest': { file: 'assets/en-guest.js' },
  'src/i18n/locales/ru.json?core': { file: 'assets/ru-core.js' },
};

describe('route preloads', () => {
  it("lists the app's start, a screen's chunks, their imports and the language strings (guest subset for guest screens, the core for the others), not what the entry loads", () => {
    const start = ['/assets/boot.js', '/assets/react.js'];
    expect(preloadFiles(manifest, 'en', 'login').toSorted()).toEqual(
      [...start, '/assets/Button.js', '/assets/GuestLayout.js', '/assets/LoginScreen.js', '/assets/en-guest.js', '/assets/useT.js'].toSorted(),
    );
    expect(preloadFiles(manifest, 'ru', 'trading').toSorted()).toEqual([...start, '/assets/TradingApp.js', '/assets/http.js', '/assets/ru-core.js'].toSorted());
  });

  it('preloads nothing for an unknown screen', () => {
    expect(preloadFiles(manifest, 'en', 'nowhere')).toEqual([]);
  });

  it('formats a Link header', () => {
    expect(linkHeader(['/a.js', '/b.js'])).toBe('</a.js>; rel=modulepreload, </b.js>; rel=modulepreload');
  });
});
