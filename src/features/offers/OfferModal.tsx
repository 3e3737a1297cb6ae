import { useState } from 'react';
import { formatCountdown, hasCountdown, IQ_STEPS } from '@common/offers';
import { answerOffer, ladderUrl, nextIqStep, type Offer, startIqMining } from '@/api/offers';
import { FragmentText } from '@/content/FragmentText';
import type { Lang, MessageKey } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { useCountdown } from './useCountdown';

/** `onDone(answer)`: the modal closes; `answer` is the answer on its way to the server, if one was sent. */
type Props = { offer: Offer; offsetMs: number; lang: Lang; onDone(answer?: Promise<unknown>): void };

const TITLES: Readonly<Record<Offer['name'], MessageKey>> = {
  limited: 'offers.limited_title',
  modal_5_risk_free: 'offers.risk_free_title',
  modal_iq_one: 'offers.iq_title',
  ladder: 'offers.ladder_title',
  signals: 'offers.signals_title',
};

const FALLBACK: Readonly<Record<Offer['name'], MessageKey>> = {
  limited: 'offers.limited_text',
  modal_5_risk_free: 'offers.risk_free_text',
  modal_iq_one: 'offers.iq_text',
  ladder: 'offers.ladder_text',
  signals: 'offers.signals_text',
};

const IQ_STEP_KEYS: readonly MessageKey[] = ['offers.iq_step_1', 'offers.iq_step_2', 'offers.iq_step_3', 'offers.iq_step_4', 'offers.iq_step_5'];

/**
 * One offer's modal (spec §2): the server's text (ag/{name}, modal/limited) with the client's words as fallback,
 * a countdown for the limited and risk-free offers, and the offer's own actions. Closing it (Escape, ✕, the
 * countdown's end) declines a yes/no offer for good; IQ mining keeps its progress.
 */
export function OfferModal({ offer, offsetMs, lang, onDone }: Props) {
  const t = useT();
  const [current, setCurrent] = useState(offer);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const left = useCountdown(offer.expires_at, offsetMs);
  const counting = hasCountdown(offer.name);
  const expired = counting && left === 0;
  const iqRunning = current.name === 'modal_iq_one' && current.status === 'accepted';

  const act = async (run: () => Promise<{ ok: true; value: { offer: Offer } } | { ok: false; message: string }>, close: boolean) => {
    setBusy(true);
    const reply = await run().catch(() => ({ ok: false as const, message: t('offers.error') }));
    setBusy(false);
    if (!reply.ok) {
      setProblem(reply.message || t('offers.error'));
      return;
    }
    setCurrent(reply.value.offer);
    if (close) onDone();
  };

  const dismiss = () => {
    // A closed yes/no offer is declined for good (the server forgets it either way once its time is up).
    onDone(!iqRunning && !expired ? answerOffer(current, false) : undefined);
  };

  const openLadder = async () => {
    const reply = await ladderUrl().catch(() => null);
    if (reply?.ok) {
      onDone(answerOffer(current, true));
      location.assign(reply.value.url);
    } else setProblem(t('offers.error'));
  };

  if (expired && !busy) {
    // The countdown ran out: the offer is gone; say so instead of leaving a live-looking button.
    return (
      <Dialog open onClose={() => onDone()} title={t(TITLES[offer.name])} closeLabel={t('close')} footer={<Button onClick={() => onDone()}>{t('close')}</Button>}>
        <p>{t('offers.ended')}</p>
      </Dialog>
    );
  }

  const footer = (() => {
    switch (current.name) {
      case 'limited':
      case 'modal_5_risk_free':
        return (
          <>
            <Button variant="ghost" disabled={busy} onClick={dismiss}>
              {t('offers.no_thanks')}
            </Button>
            <Button variant="primary" disabled={busy} aria-busy={busy} onClick={() => void act(() => answerOffer(current, true), true)}>
              {t(current.name === 'limited' ? 'offers.limited_yes' : 'offers.risk_free_yes')}
            </Button>
          </>
        );
      case 'modal_iq_one':
        if (!iqRunning)
          return (
            <Button variant="primary" disabled={busy} aria-busy={busy} onClick={() => void act(startIqMining, false)}>
              {t('offers.iq_start')}
            </Button>
          );
        return current.progress >= IQ_STEPS - 1 ? (
          <Button variant="primary" disabled={busy} onClick={() => void act(() => nextIqStep(current.progress), true)}>
            {t('offers.iq_finish')}
          </Button>
        ) : (
          <Button variant="primary" disabled={busy} aria-busy={busy} onClick={() => void act(() => nextIqStep(current.progress), false)}>
            {t('offers.iq_next')}
          </Button>
        );
      case 'ladder':
        return (
          <Button variant="primary" onClick={() => void openLadder()}>
            {t('offers.ladder_open')}
          </Button>
        );
      case 'signals':
        return <Button onClick={dismiss}>{t('offers.got_it')}</Button>;
    }
  })();

  return (
    <Dialog open onClose={dismiss} title={t(TITLES[offer.name])} closeLabel={t('close')} footer={footer} className="dialog--offer">
      {counting && (
        <p className="offer-countdown" role="timer" aria-label={t('offers.time_left')}>
          <span aria-hidden="true">{t('offers.ends_in')}</span> <strong>{formatCountdown(left)}</strong>
        </p>
      )}
      {current.name === 'modal_5_risk_free' && current.amount && <p className="offer-amount">{t('offers.refund_up_to', { amount: formatMoney(current.amount, current.currency, lang) })}</p>}
      {iqRunning ? (
        <section className="iq" aria-labelledby="iq-step-title">
          <progress max={IQ_STEPS} value={current.progress} aria-label={t('offers.iq_progress', { done: String(current.progress), all: String(IQ_STEPS) })} />
          <h3 id="iq-step-title">{t('offers.iq_step', { n: String(Math.min(current.progress + 1, IQ_STEPS)), all: String(IQ_STEPS) })}</h3>
          <p>{t(IQ_STEP_KEYS[Math.min(current.progress, IQ_STEPS - 1)] ?? 'offers.iq_step_1')}</p>
        </section>
      ) : (
        <FragmentText name={offer.name} kind={offer.name === 'limited' ? 'modal' : 'ag'} lang={lang}>
          <p>{t(FALLBACK[offer.name])}</p>
        </FragmentText>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
    </Dialog>
  );
}
