import { supportHours } from '../../../common/support.ts';
import { expiryList, tradingTerms } from './trading-terms.ts';

// The words of pg/news, pg/calendar, pg/info, pg/promo and ag/news_dialog.

type Page = { readonly title: string; readonly lead: string; readonly note: string };
type Section = { readonly title: string; readonly paragraphs: readonly string[] };

export type NewsCopy = {
  readonly news: Page;
  readonly calendar: Page;
  readonly promo: Page & { readonly steps: readonly string[] };
  readonly newsDialog: { readonly note: string };
  readonly info: {
    readonly title: string;
    readonly lead: string;
    readonly sections: readonly Section[];
    readonly contacts: { readonly title: string; readonly rows: readonly (readonly [string, string])[] };
    readonly risk: Section;
  };
};

const termsEn = tradingTerms('en');
const termsRu = tradingTerms('ru');

export const newsCopy: Readonly<Record<'en' | 'ru', NewsCopy>> = {
  en: {
    news: {
      title: 'News and analysis',
      lead: 'Market news as it happens and our analysts’ views on currencies, commodities and crypto.',
      note: 'News and analysis are information, not investment advice. Past performance does not guarantee future results.',
    },
    calendar: {
      title: 'Market calendar',
      lead: 'Economic releases that move the markets: times in your time zone, with what is expected and what came out.',
      note: 'Figures appear as soon as they are published. Importance: 3 — high, 2 — medium, 1 — low.',
    },
    promo: {
      title: 'Promo code',
      lead: 'Have a promo code from us or a partner? Enter it here to get its bonus on your next card deposit.',
      note: 'One code per deposit. Bonus funds come with a trading turnover requirement before they can be withdrawn.',
      steps: ['Enter the code exactly as you received it.', 'Apply it: we confirm the bonus at once.', 'Make your next card deposit to receive the bonus.'],
    },
    newsDialog: {
      note: 'From our market desk. This is information, not investment advice: trading binary options carries a high level of risk.',
    },
    info: {
      title: 'About us',
      lead: 'Trader is an online platform for trading binary options and cryptocurrencies, open to retail clients.',
      sections: [
        {
          title: 'The company',
          paragraphs: [
            'We have offered online trading since 2014. Our platform serves clients in more than 100 countries in English and Russian.',
            'Client funds are held in segregated accounts, separate from the company’s own money, and are used for nothing but your trading and withdrawals.',
          ],
        },
        {
          title: 'Trading conditions',
          paragraphs: [
            `Minimum deposit: ${termsEn.minDeposit} (${termsEn.minDepositRub} on a ruble account), unless your account's terms set another. Minimum trade: ${termsEn.minStake} (${termsEn.minStakeRub} on a ruble account). Expiry: ${termsEn.expiryRange} s (${expiryList('en', termsEn.expiries)} seconds), or at one of the next ${termsEn.marks} five-minute marks of the clock.`,
            `Payout on a winning option: ${termsEn.payout} of the amount invested, by asset and expiry, shown before you open the trade. A losing option costs the amount invested, never more.`,
            'Deposits by card, bitcoin, litecoin, ethereum and other methods are credited at once. Withdrawals are processed within 1–3 working days to the method you deposited with.',
          ],
        },
      ],
      contacts: {
        title: 'Contacts',
        rows: [
          ['Support', 'support@example.com'],
          ['Support hours', supportHours('en', 'start')],
          ['Phone', '+44 20 0000 0000'],
          ['Complaints', 'compliance@example.com'],
          ['Address', '1 Example Street, London, United Kingdom'],
        ],
      },
      risk: {
        title: 'Risk disclosure',
        paragraphs: [
          'Trading binary options and cryptocurrencies involves a high level of risk and may not be suitable for everyone. You can lose all the money you invest in a trade.',
          'Do not invest money you cannot afford to lose. Before you trade, consider your experience, your objectives and your financial situation, and seek independent advice if you are in doubt.',
          'Bonuses are subject to their terms, including a turnover requirement before withdrawal.',
        ],
      },
    },
  },
  ru: {
    news: {
      title: 'Новости и аналитика',
      lead: 'Новости рынков в режиме реального времени и мнения наших аналитиков о валютах, сырье и криптовалютах.',
      note: 'Новости и аналитика носят информационный характер и не являются инвестиционной рекомендацией. Прошлые результаты не гарантируют будущих.',
    },
    calendar: {
      title: 'Экономический календарь',
      lead: 'Экономические данные, которые двигают рынки: время в вашем часовом поясе, прогноз и фактическое значение.',
      note: 'Значения появляются сразу после публикации. Важность: 3 — высокая, 2 — средняя, 1 — низкая.',
    },
    promo: {
      title: 'Промокод',
      lead: 'Получили промокод от нас или партнёра? Введите его здесь, чтобы получить бонус к следующему депозиту картой.',
      note: 'Один код на депозит. Бонусные средства можно вывести после выполнения требования по торговому обороту.',
      steps: ['Введите код точно так, как вы его получили.', 'Примените его: мы сразу подтвердим бонус.', 'Пополните счёт картой, чтобы получить бонус.'],
    },
    newsDialog: {
      note: 'Материал нашей аналитической службы. Это информация, а не инвестиционная рекомендация: торговля бинарными опционами связана с высоким риском.',
    },
    info: {
      title: 'О компании',
      lead: 'Trader — онлайн-платформа для торговли бинарными опционами и криптовалютами, доступная частным клиентам.',
      sections: [
        {
          title: 'Компания',
          paragraphs: [
            'Мы предоставляем онлайн-торговлю с 2014 года. Платформа обслуживает клиентов более чем в 100 странах на русском и английском языках.',
            'Средства клиентов хранятся на отдельных счетах, отделённых от собственных средств компании, и используются только для вашей торговли и выводов.',
          ],
        },
        {
          title: 'Торговые условия',
          paragraphs: [
            `Минимальный депозит: ${termsRu.minDeposit} (${termsRu.minDepositRub} на рублёвом счёте), если условия вашего счёта не устанавливают другой. Минимальная сделка: ${termsRu.minStake} (${termsRu.minStakeRub} на рублёвом счёте). Экспирация: ${termsRu.expiryRange} с (${expiryList('ru', termsRu.expiries)} секунд) или на одной из ${termsRu.marks} ближайших пятиминутных отметок часов.`,
            `Выплата по выигрышному опциону — ${termsRu.payout} от вложенной суммы, в зависимости от актива и экспирации; она показана до открытия сделки. Проигрышный опцион стоит вложенную сумму, не больше.`,
            'Пополнения картой, биткоином, лайткоином, эфиром и другими способами зачисляются сразу. Выводы обрабатываются за 1–3 рабочих дня тем же способом, которым был сделан депозит.',
          ],
        },
      ],
      contacts: {
        title: 'Контакты',
        rows: [
          ['Поддержка', 'support@example.com'],
          ['Часы работы поддержки', supportHours('ru', 'start')],
          ['Телефон', '+44 20 0000 0000'],
          ['Жалобы', 'compliance@example.com'],
          ['Адрес', '1 Example Street, London, United Kingdom'],
        ],
      },
      risk: {
        title: 'Предупреждение о рисках',
        paragraphs: [
          'Торговля бинарными опционами и криптовалютами связана с высоким риском и подходит не всем. Вы можете потерять все средства, вложенные в сделку.',
          'Не вкладывайте деньги, потерю которых не можете себе позволить. Перед началом торговли оцените свой опыт, цели и финансовое положение и при сомнениях обратитесь к независимому консультанту.',
          'Бонусы предоставляются на их условиях, включая требование по обороту перед выводом.',
        ],
      },
    },
  },
};
