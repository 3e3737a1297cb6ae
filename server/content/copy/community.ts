import { formatMoney } from '../../../common/money.ts';
import { topPrizeUsd } from '../../../common/tourney.ts';
// The words of the tournaments page (pg/contest), the weekend modal (ag/tourney_weekend) and the
// affiliate page (pg/affiliate). The widgets hold the data; this is the page's own text.

type PageCopy = { readonly title: string; readonly lead: string; readonly note: string };

export type CommunityCopy = {
  readonly contest: PageCopy;
  readonly weekend: { readonly lead: string; readonly points: readonly string[]; readonly note: string };
  readonly affiliate: PageCopy;
};

// The weekend's top prize as the app shows money, from the reward table the close credits.
const topWeekend = (lang: 'en' | 'ru') => formatMoney(String(topPrizeUsd('weekend')), 'USD', lang);

export const communityCopy: Readonly<Record<'en' | 'ru', CommunityCopy>> = {
  en: {
    contest: {
      title: 'Tournaments',
      lead: 'Every settled trade on a real account counts. The traders with the highest profit in the week, and in the weekend tournament, win the prizes below.',
      note: 'Results use the server time (UTC). Rewards are credited once, right after a tournament closes: cash to your balance, bonuses to your bonus balance.',
    },
    weekend: {
      lead: `The weekend tournament is on: from Friday 21:00 to Sunday 21:00 (UTC), ten places win up to ${topWeekend('en')}.`,
      points: ['Trade on a real account: every settled trade counts toward your profit.', 'The top three win cash, places 4 to 10 win a bonus.', 'Follow your place on the Tournaments page.'],
      note: 'Trading involves risk. Only trade with money you can afford to lose.',
    },
    affiliate: {
      title: 'Affiliate program',
      lead: 'Invite traders with your own links. You earn 10% of every approved deposit of a trader who registers through them, and can move it to your trading account.',
      note: 'A click keeps its credit for 30 days. Self-referrals earn nothing: not your own address under another spelling (a +tag, dots in a Gmail address), and not a trader who signs in on your device or pays with your card.',
    },
  },
  ru: {
    contest: {
      title: 'Турниры',
      lead: 'Учитывается каждая закрытая сделка на реальном счёте. Трейдеры с наибольшей прибылью за неделю и за выходные получают призы из таблицы ниже.',
      note: 'Итоги считаются по времени сервера (UTC). Награды начисляются один раз сразу после окончания турнира: деньги — на баланс, бонусы — на бонусный счёт.',
    },
    weekend: {
      lead: `Идёт турнир выходного дня: с пятницы 21:00 до воскресенья 21:00 (UTC) десять мест получают до ${topWeekend('ru')}.`,
      points: ['Торгуйте на реальном счёте: каждая закрытая сделка добавляется к вашей прибыли.', 'Первые три места получают деньги, места с 4 по 10 — бонус.', 'Следите за своим местом на странице «Турниры».'],
      note: 'Торговля связана с риском. Используйте только те деньги, потерю которых можете себе позволить.',
    },
    affiliate: {
      title: 'Партнёрская программа',
      lead: 'Приглашайте трейдеров по своим ссылкам. Вы получаете 10% от каждого одобренного пополнения трейдера, зарегистрировавшегося по ним, и можете перевести их на торговый счёт.',
      note: 'Переход по ссылке учитывается 30 дней. За регистрацию самого себя вознаграждение не начисляется: ни за ваш же адрес в другом написании (с +меткой, с точками в адресе Gmail), ни за трейдера, который входит с вашего устройства или платит вашей картой.',
    },
  },
};
