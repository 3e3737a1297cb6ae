// Call-back requests (spec §1, §5): the phone rule both the top-bar widget and the reference server apply.

/** The digits of a phone as typed (spaces, dashes, dots, brackets and a leading + allowed), or null when not one. */
export function callPhoneDigits(input: string): string | null {
  const digits = input.trim().replace(/^\+/, '').replace(/[\s\-().]/g, '');
  return /^\d*$/.test(digits) ? digits : null;
}

/** 'empty' is spec §5's 'calls.error_phone'; 'invalid' a phone that is not 6–15 digits. */
export function callPhoneProblem(input: string): 'empty' | 'invalid' | null {
  if (input.trim() === '') return 'empty';
  const digits = callPhoneDigits(input);
  if (digits === null || digits.length < 6 || digits.length > 15) return 'invalid';
  return null;
}

/** A second request inside this window answers the first one's confirmation instead of queueing another call. */
export const CALL_REPEAT_WINDOW_MS = 10 * 60 * 1000;
