import { useEffect, useState } from 'react';
import { saveCard, triggerCards, type SavedCard } from '@/api/card';
import { isApiError } from '@/api/http';
import { useT } from '@/i18n/useT';
import { toast } from '@/ui/toast';
import { cardsChanged, onCardsChanged } from './fundingEvents';
import type { CardData } from './types';

/**
 * The card the trader asked us to keep, never its number. Read on open (spec §7 triggers/cards) and again whenever
 * the saved cards change (removed in the quick top-up section); `save` is the trader's "Remember this card" (spec §7
 * /api/card/save), the consent the server needs to keep the card, and keeps only what the server answers.
 */
export function useSavedCard(): { saved: SavedCard | null; save(card: CardData, currency: string): void } {
  const t = useT();
  const [saved, setSaved] = useState<SavedCard | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      triggerCards().then(
        (reply) => {
          if (live && reply.ok) setSaved(reply.value.card);
        },
        () => undefined, // offline or signed out: the form works without the saved card
      );
    void read();
    const stop = onCardsChanged(() => void read());
    return () => {
      live = false;
      stop();
    };
  }, []);

  const save = (card: CardData, currency: string) => {
    saveCard({ cnu: card.number, emm: card.month, eyy: card.year, fn: card.firstName, ln: card.lastName, cu: card.country, cur: currency }).then(
      (reply) => {
        if (!reply.ok) {
          toast.error(reply.message);
          return;
        }
        setSaved(reply.value);
        cardsChanged();
      },
      (error: unknown) => {
        if (!isApiError(error, 'auth')) toast.error(t('auth.server_error')); // a 401 is already taking the trader to login
      },
    );
  };
  return { saved, save };
}
