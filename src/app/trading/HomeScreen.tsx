import type { User } from '@/api/user';
import ServerFragment from '@/content/ServerFragment';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { tradingBlock } from '../guards';

/** Home (`#/home`): the server's trading-main page; when the trading block applies, the verify prompt comes first. */
export default function HomeScreen({ user, lang }: { user: User; lang: Lang }) {
  const t = useT();
  const block = tradingBlock(user);
  return (
    <div className="screen">
      {block && (
        <div className="card card--warning" role="alert">
          <h2>{t('guard.trading_blocked')}</h2>
          <p>{t(block === 'card-verification' ? 'guard.card_verification' : 'guard.verify')}</p>
        </div>
      )}
      <ServerFragment kind="pg" name="trading-main" lang={lang} />
    </div>
  );
}
