import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import type { WithdrawalState } from './withdrawal.machine';

/**
 * Spec §4 cases 1–3 before the final request: 1 cancels an active bonus whose turnover is not reached (both
 * turnovers shown), 2 sends the card-deposited part back to the card first, 3 waits for the documents of a
 * verification that is not Full (with a link to the verification page).
 */
export function CaseDialog({ state, onConfirm, onCancel }: { state: WithdrawalState; onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
  const open = state.phase === 'confirming';
  const answer = open ? state.answer : null;
  const currency = answer?.currency ?? '';
  const money = (amount: string) => formatMoney(amount, currency, currentLang());
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t(`withdrawal.case${answer?.case ?? 1}_title`)}
      closeLabel={t('close')}
      footer={
        <>
          <Button onClick={onCancel}>{t('cancel')}</Button>
          <Button variant="primary" onClick={onConfirm}>
            {t('withdrawal.confirm')}
          </Button>
        </>
      }
    >
      {answer?.case === 1 && (
        <>
          <p>{t('withdrawal.case1_text', { bonus: money(answer.bonus) })}</p>
          <dl className="withdrawal__turnover">
            <div>
              <dt>{t('withdrawal.current_turnover')}</dt>
              <dd className="num">
                {money(answer.current_turnover)}
              </dd>
            </div>
            <div>
              <dt>{t('withdrawal.need_turnover')}</dt>
              <dd className="num">
                {money(answer.need_turnover)}
              </dd>
            </div>
          </dl>
        </>
      )}
      {answer?.case === 2 && <p>{t('withdrawal.case2_text', { amount: money(answer.card_return) })}</p>}
      {/* Documents are said up front: a bonus or card case comes first, but the request will wait for them too. */}
      {answer?.documents_needed && (
        <p>
          {t('withdrawal.case3_text')} <a href="#/show/personal">{t('withdrawal.case3_link')}</a>
        </p>
      )}
    </Dialog>
  );
}
