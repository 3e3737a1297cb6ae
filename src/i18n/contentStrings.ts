import en from './locales/lazy/content.en.json';
import ru from './locales/lazy/content.ru.json';
import { registerLazyStrings } from './lazyStrings';

/** The strings of the news, calendar and promo screens (issue 12), loaded with those screens only. */
export type ContentKey = keyof typeof en;

export const useContentT = registerLazyStrings<ContentKey>({ en, ru });
