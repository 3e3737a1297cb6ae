import { useState } from 'react';
import type { User } from '@/api/user';
import { t } from '@/i18n';
import { practiceAccount, realAccount } from './rules';
import { switchAccount } from './switchAccount';

/** Switching between the practice account and the real one, with the one that is busy. */
export function usePracticeSwitch(user: User) {
  const [busy, setBusy] = useState(false);
  const go = async (target: { accountId: number; currency: string } | null, label: string) => {
    if (!target) return;
    setBusy(true);
    await switchAccount(target.accountId, label);
    setBusy(false);
  };
  const real = realAccount(user.balances);
  const practice = practiceAccount(user.balances);
  return {
    busy,
    real,
    practice,
    toReal: () => go(real, real?.currency ?? ''),
    toPractice: () => go(practice, t('practice.badge')),
  };
}
