import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '@/ui/tabs';

describe('tabs keys (WAI-ARIA tabs pattern)', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 4)).toBe(1);
    expect(nextTabIndex('ArrowDown', 3, 4)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 4)).toBe(3);
    expect(nextTabIndex('ArrowUp', 2, 4)).toBe(1);
    expect(nextTabIndex('Home', 2, 4)).toBe(0);
    expect(nextTabIndex('End', 0, 4)).toBe(3);
    expect(nextTabIndex('Enter', 1, 4)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
