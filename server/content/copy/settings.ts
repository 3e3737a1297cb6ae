// The words of the settings page (pg/settings). The choices are the `settings` widget's.

export type SettingsCopy = { readonly title: string; readonly lead: string; readonly note: string };

export const settingsCopy: Readonly<Record<'en' | 'ru', SettingsCopy>> = {
  en: {
    title: 'Settings',
    lead: 'Choose what may interrupt you while you trade. Your choice applies on every device you sign in on.',
    note: 'Notifications in the bell keep coming either way. A pop-up never opens over a deposit or a withdrawal, or while you type.',
  },
  ru: {
    title: 'Настройки',
    lead: 'Выберите, что может отвлекать вас во время торговли. Выбор действует на всех устройствах, где вы входите в систему.',
    note: 'Уведомления в колокольчике приходят в любом случае. Всплывающее окно никогда не открывается поверх пополнения или вывода и пока вы печатаете.',
  },
};
