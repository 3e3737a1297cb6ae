// The chart's settings as this device keeps them (./device.ts): read back defensively, since anything may be stored.
import { isTimeframe } from '../../../common/candles.ts';
import type { ChartSettings } from './chart.ts';

export const CHART_SETTINGS_KEY = 'pf.chart';

export const DEFAULT_CHART: ChartSettings = { kind: 'candles', timeframe: '1m', sma: false, rsi: false };

export function readChartSettings(stored: string | null): ChartSettings {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(stored ?? 'null');
  } catch {
    return DEFAULT_CHART;
  }
  if (typeof parsed !== 'object' || parsed === null) return DEFAULT_CHART;
  const record: Record<string, unknown> = { ...parsed };
  const { kind, timeframe, sma, rsi } = record;
  return {
    kind: kind === 'line' ? 'line' : 'candles',
    timeframe: typeof timeframe === 'string' && isTimeframe(timeframe) ? timeframe : DEFAULT_CHART.timeframe,
    sma: sma === true,
    rsi: rsi === true,
  };
}
