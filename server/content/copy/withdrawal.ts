// The words of the withdrawal page (pg/withdrawal). The form, cases and pending list are the widget's.

export type WithdrawalCopy = { readonly title: string; readonly lead: string; readonly note: string };

export const withdrawalCopy: Readonly<Record<'en' | 'ru', WithdrawalCopy>> = {
  en: {
    title: 'Withdraw',
    lead: 'Choose how you want to be paid and how much. The amount is reserved at once and shows under pending until we pay it out.',
    note: 'Card deposits go back to the same card first. The first payout to a new wallet or method waits for a code we send you (or one from your authenticator app), so a stolen password cannot send your money elsewhere. Payouts are usually processed within one working day; you can cancel a request while it is pending.',
  },
  ru: {
    title: 'Вывод средств',
    lead: 'Выберите способ и сумму вывода. Сумма сразу резервируется и видна в ожидающих, пока мы её не выплатим.',
    note: 'Пополнения картой сначала возвращаются на ту же карту. Первый вывод на новый кошелёк или новым способом ждёт кода, который мы вам отправим (или кода из приложения-аутентификатора), — так украденный пароль не позволит увести деньги. Обычно выплата занимает один рабочий день; пока заявка ожидает, её можно отменить.',
  },
};
