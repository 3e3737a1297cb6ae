// The words of the security page (pg/security). Each part's form is its widget's (security, two-factor, passkeys,
// sessions).

export type SecurityCopy = { readonly title: string; readonly lead: string; readonly note: string };

export const securityCopy: Readonly<Record<'en' | 'ru', SecurityCopy>> = {
  en: {
    title: 'Security',
    lead: 'Your password, two-factor authentication, passkeys and the devices signed in to your account.',
    note: 'Changing it signs you out everywhere else — other browsers, phones and the platform — and keeps you signed in here.',
  },
  ru: {
    title: 'Безопасность',
    lead: 'Пароль, двухфакторная аутентификация, ключи доступа и устройства, на которых выполнен вход в ваш аккаунт.',
    note: 'После смены пароля все остальные сеансы — в других браузерах, на телефонах и на платформе — завершатся, а здесь вы останетесь в системе.',
  },
};
