// The words of the security page (pg/security). The form is the `security` widget's.

export type SecurityCopy = { readonly title: string; readonly lead: string; readonly note: string };

export const securityCopy: Readonly<Record<'en' | 'ru', SecurityCopy>> = {
  en: {
    title: 'Security',
    lead: 'Change the password you use for the app and the trading platform.',
    note: 'Changing it signs you out everywhere else — other browsers, phones and the platform — and keeps you signed in here.',
  },
  ru: {
    title: 'Безопасность',
    lead: 'Смените пароль, которым вы входите в приложение и на торговую платформу.',
    note: 'После смены пароля все остальные сеансы — в других браузерах, на телефонах и на платформе — завершатся, а здесь вы останетесь в системе.',
  },
};
