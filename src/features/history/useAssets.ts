import { array, is } from 'superstruct';
import { fetchPlatformAssets, type PlatformAsset, PlatformAssetSchema } from '@/api/platform';
import { saveLastCopy, useCopyRefresh, useLastCopy } from '@/db/lastCopy';

// The platform's assets for the asset filters, kept as a last copy (src/db/lastCopy.ts) so the filter works offline.

export const ASSETS_COPY_KEY = 'platform.assets';
const parseAssets = (value: unknown): PlatformAsset[] | null => (is(value, array(PlatformAssetSchema)) ? value : null);

/** The assets the platform lists, or [] before the first load; loaded once per screen opening. */
export function useAssets(): PlatformAsset[] {
  const copy = useLastCopy(ASSETS_COPY_KEY, parseAssets);
  useCopyRefresh(ASSETS_COPY_KEY, () => fetchPlatformAssets().then((assets) => saveLastCopy(ASSETS_COPY_KEY, assets)));
  return copy?.value ?? [];
}

/** The filter's options: "every asset" first, then the platform's; a chosen symbol the list lacks (not loaded yet) stays. */
export function assetOptions(assets: readonly PlatformAsset[], chosen: string): string[] {
  const symbols = assets.map((asset) => asset.symbol);
  return chosen === '' || symbols.includes(chosen) ? symbols : [chosen, ...symbols];
}
