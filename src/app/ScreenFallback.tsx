import { useT } from '@/i18n/useT';
import { BrandMark } from '@/ui/BrandMark';

/**
 * While a screen's chunk loads: the same brand and loading card as the static shell in index.html, so the
 * first render does not swap that shell for an empty page.
 */
export function ScreenFallback() {
  const t = useT();
  return (
    <div className="boot" aria-hidden="true">
      <header className="boot__header">
        <span className="brand">
          <BrandMark name={t('app.name')} />
        </span>
      </header>
      <div className="boot__card card">
        <div className="skeleton skeleton--title" />
        <div className="skeleton" />
        <div className="skeleton skeleton--short" />
      </div>
    </div>
  );
}
