// The words of the support page (pg/support) and the new-ticket dialog (ag/support_dialog).

export type SupportCopy = {
  readonly title: string;
  readonly lead: string;
  readonly note: string;
  /** The dialog's body text above the form (the client's <dialog> keeps title and buttons). */
  readonly dialog: string;
  readonly dialogNote: string;
};

export const supportCopy: Readonly<Record<'en' | 'ru', SupportCopy>> = {
  en: {
    title: 'Support',
    lead: 'Ask us anything about your account, deposits, withdrawals or trading. Every question becomes a ticket you can follow here.',
    note: 'We answer most tickets within a few hours on working days. You also get a notification when we reply.',
    dialog: 'Tell us what happened and what you expected. A screenshot or a statement (PNG, JPG, JPEG or PDF, up to 10 MB) helps us answer faster.',
    dialogNote: 'Never send your card number, CVV or password: we will never ask for them.',
  },
  ru: {
    title: 'Поддержка',
    lead: 'Задайте любой вопрос о счёте, пополнении, выводе средств или торговле. Каждый вопрос становится обращением, за которым можно следить здесь.',
    note: 'Обычно мы отвечаем в течение нескольких часов в рабочие дни. Когда придёт ответ, вы также получите уведомление.',
    dialog: 'Расскажите, что произошло и чего вы ожидали. Снимок экрана или выписка (PNG, JPG, JPEG или PDF, до 10 МБ) помогут ответить быстрее.',
    dialogNote: 'Никогда не присылайте номер карты, CVV или пароль: мы никогда их не запрашиваем.',
  },
};
