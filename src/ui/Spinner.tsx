/** A spinning ring. With a label it is a polite status for screen readers; without one it is decoration. */
export function Spinner({ size = 'md', label }: { size?: 'md' | 'lg'; label?: string }) {
  const className = size === 'lg' ? 'spinner spinner--lg' : 'spinner';
  if (!label) return <span className={className} aria-hidden="true" />;
  return (
    <span role="status">
      <span className={className} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
