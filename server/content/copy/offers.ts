// The words of the offer modals (ag/modal_5_risk_free, ag/modal_iq_one, ag/ladder, ag/signals,
// modal/limited). The client's native <dialog> keeps the title, the countdown and the buttons.

export type OfferCopy = { readonly lead: string; readonly points: readonly string[]; readonly note: string };

type Names = 'limited' | 'modal_5_risk_free' | 'modal_iq_one' | 'ladder' | 'signals';

export const offerCopy: Readonly<Record<'en' | 'ru', Readonly<Record<Names, OfferCopy>>>> = {
  en: {
    limited: {
      lead: 'For the next three minutes only: accept and your next deposit gets an extra 30% bonus.',
      points: ['The bonus is added to your bonus balance when the deposit is approved.', 'It applies once, to your next deposit by any method.'],
      note: 'Bonus funds carry a turnover requirement before they can be withdrawn.',
    },
    modal_5_risk_free: {
      lead: 'Trade risk-free for the next hour: if your next trade loses, we refund the stake, up to the amount shown.',
      points: ['Accept, then open a trade before the timer ends.', 'Only the first losing trade is refunded, once.', 'The refund appears in your balance and in Transactions.'],
      note: 'A winning trade uses nothing: the offer stays until your first loss or the end of the hour.',
    },
    modal_iq_one: {
      lead: 'IQ mining: five short steps that show how our traders read the market. Each step you finish moves your progress on.',
      points: ['Read a step, then ask for the next one.', 'Your progress is saved: continue in any tab.'],
      note: 'Educational content, not investment advice.',
    },
    ladder: {
      lead: 'The deposit ladder: every step up the slider (bronze, silver, gold) raises your bonus.',
      points: ['Bronze adds 20%, silver 50%, gold 100%.', 'Choose your step on the funding page.'],
      note: 'Bonus funds carry a turnover requirement before they can be withdrawn.',
    },
    signals: {
      lead: 'Trading signals: a suggested asset and direction, valid for 60 seconds.',
      points: ['A signal appears on your home screen once a day at most.', 'Follow it or let it pass: the choice is always yours.'],
      note: 'Signals are not investment advice. Trading involves risk.',
    },
  },
  ru: {
    limited: {
      lead: 'Только в ближайшие три минуты: примите предложение, и к следующему пополнению добавится бонус 30%.',
      points: ['Бонус зачисляется на бонусный счёт после одобрения пополнения.', 'Действует один раз, для следующего пополнения любым способом.'],
      note: 'Для вывода бонусных средств нужен оборот.',
    },
    modal_5_risk_free: {
      lead: 'Торгуйте без риска в течение часа: если следующая сделка окажется убыточной, мы вернём ставку в пределах указанной суммы.',
      points: ['Примите предложение и откройте сделку до окончания таймера.', 'Возвращается только первая убыточная сделка, один раз.', 'Возврат появится на балансе и в списке операций.'],
      note: 'Прибыльная сделка предложение не расходует: оно действует до первого убытка или до конца часа.',
    },
    modal_iq_one: {
      lead: 'IQ-майнинг: пять коротких шагов о том, как наши трейдеры читают рынок. Каждый пройденный шаг продвигает ваш прогресс.',
      points: ['Прочитайте шаг и перейдите к следующему.', 'Прогресс сохраняется: продолжайте в любой вкладке.'],
      note: 'Обучающий материал, не инвестиционная рекомендация.',
    },
    ladder: {
      lead: 'Лестница пополнений: каждая ступень на слайдере (бронза, серебро, золото) увеличивает бонус.',
      points: ['Бронза — 20%, серебро — 50%, золото — 100%.', 'Выберите ступень на странице пополнения.'],
      note: 'Для вывода бонусных средств нужен оборот.',
    },
    signals: {
      lead: 'Торговые сигналы: актив и направление, действующие 60 секунд.',
      points: ['Сигнал появляется на главной не чаще раза в день.', 'Следовать ему или нет — решаете вы.'],
      note: 'Сигналы не являются инвестиционной рекомендацией. Торговля связана с риском.',
    },
  },
};
