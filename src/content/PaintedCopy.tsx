/**
 * The last copy of a page as kept by ServerFragment (`keepCopy`), painted until the fresh page is in. It went
 * through sanitizeFragment before it was kept (./paintCopy.ts), so it is inserted as it is.
 */
export function PaintedCopy({ html }: { html: string }) {
  return <div className="fragment" dangerouslySetInnerHTML={{ __html: html }} />;
}
