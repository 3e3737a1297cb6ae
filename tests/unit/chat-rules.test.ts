import { describe, expect, it } from 'vitest';
import { messageProblem, TIP_CONFIRM_ABOVE, tipStep } from '@common/chat';
import type { ChatMessage } from '@/api/chat';
import { mergeMessages } from '@/features/chat/useChatStream';

const message = (id: number, text = `m${id}`): ChatMessage => ({ id, room: 'trading', author: 'host', name: 'Anna', host: 'anna', role: 'host', text, at: id });

describe('tip rules (spec §9: above 40 needs a confirmation)', () => {
  it('sends 1 to 40 at once, confirms 41 and up, refuses the rest', () => {
    expect(tipStep('1', 1000)).toEqual({ kind: 'send' });
    expect(tipStep(String(TIP_CONFIRM_ABOVE), 1000)).toEqual({ kind: 'send' });
    expect(tipStep('41', 1000)).toEqual({ kind: 'confirm' });
    expect(tipStep(' 50 ', 1000)).toEqual({ kind: 'confirm' });
    for (const bad of ['0', '', '-5', '2.5', '1e2', 'abc', '1001']) expect(tipStep(bad, 1000), bad).toEqual({ kind: 'invalid' });
  });
});

describe('chat messages', () => {
  it('takes 1 to 500 characters of text, newlines included, and no other control characters', () => {
    expect(messageProblem('hello\nthere')).toBeNull();
    expect(messageProblem('<script>alert(1)</script>')).toBeNull(); // shown as text, never as markup
    expect(messageProblem('  ')).toBe('empty');
    expect(messageProblem('x'.repeat(501))).toBe('too_long');
    expect(messageProblem('tab\there')).toBe('invalid');
    expect(messageProblem('nul\u0000')).toBe('invalid');
  });

  it('merges history and live messages once each, in id order, keeping the newest', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3, 'again'), message(4)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(merged.find((m) => m.id === 3)?.text).toBe('again');
    expect(mergeMessages([], Array.from({ length: 5 }, (_, i) => message(i)), 3).map((m) => m.id)).toEqual([2, 3, 4]);
  });
});
