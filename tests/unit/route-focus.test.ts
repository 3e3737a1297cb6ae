import { describe, expect, it } from 'vitest';
import { screenOf } from '@/app/trading/useRouteFocus';

describe('screenOf', () => {
  it('names the screen a hash route shows, ignoring what the screen writes after it', () => {
    expect(screenOf('/home')).toBe('/home');
    expect(screenOf('/show/funding')).toBe('/show/funding');
    expect(screenOf('/show/funding/bitcoin')).toBe('/show/funding');
    expect(screenOf('/listen/deposit/orange/12/ab')).toBe('/listen/deposit');
  });
});
