import { detectCard } from '@common/card';
import type { CardData } from './types';

/**
 * What tells one card from another without its number: brand, last 4 and expiry, as the server keeps a card. The
 * cascade's tried list belongs to one card (cascade.machine.ts), so it is stored beside it; a number never is.
 */
export function cardIdentity(card: Pick<CardData, 'number' | 'month' | 'year'>): string {
  return `${detectCard(card.number).brand ?? 'card'}:${card.number.slice(-4)}:${card.month}/${card.year}`;
}
