// The server's own user-facing messages (JSON replies). Page copy lives in server/content/copy.

export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function parseLang(value: string | undefined | null): Lang | null {
  const lower = value?.trim().toLowerCase();
  return LANGS.find((lang) => lang === lower) ?? null;
}

const MESSAGES = {
  'auth.required': { en: 'Please log in to continue.', ru: 'Войдите, чтобы продолжить.' },
  csrf: {
    en: 'Your security token is missing or out of date. Reload the page and try again.',
    ru: 'Токен безопасности отсутствует или устарел. Обновите страницу и попробуйте снова.',
  },
  server_error: {
    en: 'Something went wrong on our side. Please try again later.',
    ru: 'На нашей стороне произошла ошибка. Попробуйте позже.',
  },
  bad_request: { en: 'The request could not be read.', ru: 'Не удалось прочитать запрос.' },
  too_large: { en: 'The request is too large.', ru: 'Слишком большой запрос.' },
  not_found: { en: 'Not found.', ru: 'Не найдено.' },
  'login.password': { en: 'Wrong email or password.', ru: 'Неверный e-mail или пароль.' },
  'login.invalid': { en: 'Enter your email and password.', ru: 'Введите e-mail и пароль.' },
  'login.captcha': {
    en: 'We could not confirm that you are not a robot. Reload the page and try again.',
    ru: 'Не удалось подтвердить, что вы не робот. Обновите страницу и попробуйте снова.',
  },
  'login.captcha_unavailable': {
    en: 'The robot check is not answering right now. Please try again in a minute.',
    ru: 'Проверка на робота сейчас не отвечает. Попробуйте через минуту.',
  },
  'login.throttled': {
    en: 'Too many wrong passwords for this email. Please wait 15 minutes and try again.',
    ru: 'Слишком много неверных паролей для этого e-mail. Подождите 15 минут и попробуйте снова.',
  },
  'login.blocked': {
    en: 'Your account is blocked. Please contact support.',
    ru: 'Ваш аккаунт заблокирован. Обратитесь в службу поддержки.',
  },
  'field.email': { en: 'Enter a valid email address.', ru: 'Введите корректный e-mail.' },
  'field.email_taken': {
    en: 'An account with this email already exists.',
    ru: 'Аккаунт с таким e-mail уже существует.',
  },
  'field.password': {
    en: 'The password needs at least 8 characters, with at least one letter and one digit.',
    ru: 'Пароль должен быть не короче 8 символов и содержать хотя бы одну букву и одну цифру.',
  },
  'field.first_name': { en: 'Enter your first name.', ru: 'Введите имя.' },
  'field.last_name': { en: 'Enter your last name.', ru: 'Введите фамилию.' },
  'field.phone': { en: 'Enter a phone number of 6 to 15 digits.', ru: 'Введите номер телефона из 6–15 цифр.' },
  'field.phone_us': {
    en: 'For numbers with the +1 prefix enter exactly 10 digits.',
    ru: 'Для номеров с кодом +1 введите ровно 10 цифр.',
  },
  'field.phone_prefix': { en: 'Choose the phone country code.', ru: 'Выберите телефонный код страны.' },
  'field.country': { en: 'Choose your country.', ru: 'Выберите страну.' },
  'field.country_closed': {
    en: 'We cannot open accounts for residents of this country.',
    ru: 'Мы не можем открывать счета для жителей этой страны.',
  },
  'field.phone_prefix_country': {
    en: 'The phone code does not match the chosen country: use +{prefix}.',
    ru: 'Телефонный код не соответствует выбранной стране: используйте +{prefix}.',
  },
  'field.currency': { en: 'Choose an account currency.', ru: 'Выберите валюту счёта.' },
  'field.promo': { en: 'This promo code is not valid.', ru: 'Промокод недействителен.' },
  'field.name': { en: 'Enter your name.', ru: 'Введите имя.' },
  'field.message': {
    en: 'Write your message (up to 5000 characters).',
    ru: 'Напишите сообщение (до 5000 символов).',
  },
  'forget.sent': {
    en: 'If an account exists for this email, we have sent instructions to reset the password.',
    ru: 'Если аккаунт с таким e-mail существует, мы отправили на него инструкции по восстановлению пароля.',
  },
  'contact.sent': {
    en: 'Thank you! Our support team will answer within one business day.',
    ru: 'Спасибо! Служба поддержки ответит в течение одного рабочего дня.',
  },
  'validate_transcation.error': {
    en: 'The amount is not correct. Attempts left: {attempts}.',
    ru: 'Сумма указана неверно. Осталось попыток: {attempts}.',
  },
  'validate_transcation.blocked': {
    en: 'No attempts left. Please contact support to confirm your transaction.',
    ru: 'Попытки закончились. Обратитесь в службу поддержки, чтобы подтвердить транзакцию.',
  },
  'validate_transcation.format': {
    en: 'Please enter the correct amount without any extra characters, only numbers and signs "," or "."!',
    ru: 'Введите корректную сумму без лишних символов: только цифры и знаки «,» или «.»!',
  },
  'signal.reason_up': { en: 'SMA {fast} crossed above SMA {slow}, RSI {rsi}', ru: 'SMA {fast} пересекла SMA {slow} снизу вверх, RSI {rsi}' },
  'signal.reason_down': { en: 'SMA {fast} crossed below SMA {slow}, RSI {rsi}', ru: 'SMA {fast} пересекла SMA {slow} сверху вниз, RSI {rsi}' },
  'calendar.unavailable': {
    en: 'The calendar is not available right now. Please try again later.',
    ru: 'Календарь сейчас недоступен. Попробуйте позже.',
  },
  'card.unavailable': { en: 'Card deposits are not available right now.', ru: 'Пополнение картой сейчас недоступно.' },
  'amount.max': {
    en: 'Wrong amount! The most you can send at once is {max} {currency}.',
    ru: 'Неверная сумма! За один раз можно отправить не больше {max} {currency}.',
  },
  'login.address_throttled': {
    en: 'Too many attempts from your network. Please try again in {minutes} minutes.',
    ru: 'Слишком много попыток из вашей сети. Попробуйте снова через {minutes} мин.',
  },
  'login.throttled_minutes': {
    en: 'Too many wrong passwords for this email. Please try again in {minutes} minutes.',
    ru: 'Слишком много неверных паролей для этого e-mail. Попробуйте снова через {minutes} мин.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** `{name}` placeholders filled from `vars`; an unknown name stays as it is. */
function interpolate(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return interpolate(MESSAGES[key][lang], vars);
}

/** A route module's own message table as a `say(lang, key, vars?)` function, like t() for the shared one. */
export function sayFrom<K extends string>(messages: Readonly<Record<K, Readonly<Record<Lang, string>>>>) {
  return (lang: Lang, key: K, vars: Record<string, string | number> = {}): string => interpolate(messages[key][lang], vars);
}
