import type { AffiliatePage } from '@/api/affiliate';
import { useT } from '@/i18n/useT';

/** Spec §3 material: banners with size, format, locale and file type, each with a preview and a download. */
export function Materials({ items }: { items: AffiliatePage['material'] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="affiliate-materials-title">
      <h2 id="affiliate-materials-title">{t('affiliate.materials')}</h2>
      <ul className="affiliate-materials">
        {items.map((item) => {
          const [width = '0', height = '0'] = item.size.split('x');
          return (
            <li key={item.url} className="affiliate-material">
              <img src={item.url} alt={item.title} width={Number(width)} height={Number(height)} loading="lazy" />
              {/* The title names the format in the page's language ("Баннер 728x90"); the raw `format` is the
                  server's code ("banner"), not a word to show. */}
              <p>
                {item.title} · {item.locale.toUpperCase()} · {item.extend.toUpperCase()}
              </p>
              <a href={item.url} download aria-label={t('affiliate.download_named', { name: `${item.title} ${item.locale.toUpperCase()}` })}>
                {t('affiliate.download')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
