/** A circular countdown: the ring empties as `left` goes from `total` to 0; the number is the accessible text. */
export function CountdownRing({ left, total, label }: { left: number; total: number; label: string }) {
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  const progress = total > 0 ? left / total : 0;
  return (
    <div className="countdown-ring" role="timer" aria-label={label} data-left={left}>
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle className="countdown-ring__track" cx="32" cy="32" r={radius} />
        <circle
          className="countdown-ring__bar"
          cx="32"
          cy="32"
          r={radius}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - progress)}
        />
      </svg>
      <span className="countdown-ring__value" aria-hidden="true">
        {left}
      </span>
    </div>
  );
}
