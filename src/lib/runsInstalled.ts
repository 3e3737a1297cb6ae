/** Whether the app runs installed (from the home screen): standalone display, or iOS Safari's own flag for it. */
export function runsInstalled(): boolean {
  return (
    typeof matchMedia === 'function' &&
    (matchMedia('(display-mode: standalone)').matches || (typeof navigator !== 'undefined' && (navigator as Navigator & { standalone?: boolean }).standalone === true))
  );
}
