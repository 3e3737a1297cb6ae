import { useEffect, useState } from 'react';
import { saveCard, triggerCards, type SavedCard } from '@/api/card';
import { isApiError } from '@/api/http';
import { useT } from '@/i18n/useT';
import { toast } from '@/ui/toast';
import type { CardData } from './types';

/**
 * The card on file, never its number. Read once on open (spec §7 triggers/cards); `save` stores a typed card (spec §7 /api/card/save) and keeps only what the server answers.
 */
export function useSavedCard(): { saved: SavedCard | null; save(card: CardData, currency: string): void } {
  const t = useT();
  const [saved, setSaved] = useState<SavedCard | null>(null);
  useEffect(() => {
    let live = true;
    triggerCards().then(
      (reply) => {
        if (!live || !reply.ok) return;
        if (reply.value.card) setSaved(reply.value.card);
      },
      () => undefined, // offline or signed out: the form works without the card on file
    );
    return () => {
      live = false;
    };
  }, []);

  const save = (card: CardData, currency: string) => {
    saveCard({ cnu: card.number, emm: card.month, eyy: card.year, fn: card.firstName, ln: card.lastName, cu: card.country, cur: currency }).then(
      (reply) => (reply.ok ? setSaved(reply.value) : toast.error(reply.message)),
      (error: unknown) => {
        if (!isApiError(error, 'auth')) toast.error(t('auth.server_error')); // a 401 is already taking the trader to login
      },
    );
  };
  return { saved, save };
}
