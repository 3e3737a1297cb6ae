// A short tone made with WebAudio (no sound file to download): higher for a win, lower for a loss, between for a tie.

export type ToneKind = 'high' | 'low' | 'middle';

const FREQUENCY: Readonly<Record<ToneKind, number>> = { high: 880, low: 330, middle: 550 };
const LENGTH_S = 0.25;

let context: AudioContext | null = null;

/** Plays the tone; does nothing where the browser has no WebAudio or will not start sound (no gesture yet). */
export function playTone(kind: ToneKind): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    void context.resume().catch(() => undefined);
    const start = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = FREQUENCY[kind];
    // A quick fade in and out: a bare start and stop clicks.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + LENGTH_S);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + LENGTH_S + 0.05);
  } catch {
    // Sound is a nicety: a browser that refuses it changes nothing else.
  }
}
