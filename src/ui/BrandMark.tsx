/**
 * The brand's mark and name, as the static shell in index.html draws them. The mark's SVG is written here, not
 * taken from icons.tsx: the entry chunk draws it (ScreenFallback), and importing the shared icons module there
 * makes the bundler split React's JSX runtime into chunks of their own, ~1.8 KB more before login.
 */
export function BrandMark({ name }: { name: string }) {
  return (
    <>
      <span className="brand__mark" aria-hidden="true">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="#fff" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <path d="m22 7-8.5 8.5-5-5L2 17" />
          <path d="M16 7h6v6" />
        </svg>
      </span>
      <span className="brand__name">{name}</span>
    </>
  );
}
