/** What a server page shows while its renderer (and DOMPurify) load: the same skeleton as a loading fragment. */
export function FragmentSkeleton() {
  return (
    <div className="fragment-loading" aria-hidden="true">
      <div className="skeleton skeleton--title" />
      <div className="skeleton" />
      <div className="skeleton skeleton--short" />
    </div>
  );
}
