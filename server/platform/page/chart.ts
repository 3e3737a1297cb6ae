/// <reference lib="dom" />
// The platform page's price chart: the host's candles (GET /v2/cli/api/candles) drawn as candles or as a line of their
// closes, kept live by the quote stream (each tick updates the last candle by common/candles.ts, the host's own rule),
// with the signal rule's SMA 5 / SMA 20 over the price and RSI 14 in a pane of its own when the trader turns them on.
import {
  CandlestickSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type SeriesType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { type Candle, type Tick, TIMEFRAMES, type Timeframe, withTick } from '../../../common/candles.ts';
import type { PlatformPrefs } from '../../../common/trading-protocol.ts';
import { type Point, ruleIndicators } from './indicators.ts';

export type ChartSettings = PlatformPrefs['chart'];
export type ChartKind = ChartSettings['kind'];

// The app's tokens (src/styles/tokens.css): --text-muted for labels, --border for the grid, --brand for the line.
const TEXT_MUTED = '#94a3bd';
const GRID = '#24324f';
const BRAND = '#3b82f6';
// Candles in the colours the market reads as up and down, bright enough on --surface.
const UP = '#22c55e';
const DOWN = '#ef4444';
// The two averages and the RSI, told apart from the candles and from each other (the legend repeats them).
const FAST = '#f59e0b';
const SLOW = '#a78bfa';
const RSI_LINE = '#38bdf8';
/** The RSI pane's stretch against the price pane's 1: a third of the chart's height. */
const RSI_PANE_STRETCH = 0.5;

type MainSeries = ISeriesApi<'Candlestick'> | ISeriesApi<'Line'>;

const at = (time: number) => time as UTCTimestamp;
const linePoint = (point: Point) => ({ time: at(point.time), value: point.value });

export class PriceChart {
  private readonly chart: IChartApi;
  private main: MainSeries;
  private fast: ISeriesApi<'Line'> | null = null;
  private slow: ISeriesApi<'Line'> | null = null;
  private rsi: ISeriesApi<'Line'> | null = null;
  private candles: Candle[] = [];
  private precision = 5;

  constructor(
    element: HTMLElement,
    private settings: ChartSettings,
    /** Told when the price series is replaced (the kind changed): lines drawn on the old one are gone. */
    private readonly onSeries: (series: ISeriesApi<SeriesType>) => void,
  ) {
    this.chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { color: 'transparent' },
        textColor: TEXT_MUTED,
        fontFamily: getComputedStyle(document.body).fontFamily,
        panes: { separatorColor: GRID, separatorHoverColor: GRID, enableResize: false },
      },
      grid: { vertLines: { color: GRID }, horzLines: { color: GRID } },
      timeScale: { timeVisible: true, secondsVisible: false, rightOffset: 4 },
      rightPriceScale: { borderColor: GRID },
    });
    this.main = this.addMain();
    this.syncIndicators();
  }

  get series(): ISeriesApi<SeriesType> {
    return this.main;
  }

  get timeframe(): Timeframe {
    return this.settings.timeframe;
  }

  get current(): ChartSettings {
    return { ...this.settings };
  }

  /** The timeframe the next load draws (the candles of the old one stay until they come). */
  setTimeframe(timeframe: Timeframe): void {
    this.settings = { ...this.settings, timeframe };
  }

  /** Empties the chart while another asset's or timeframe's candles load: the old ones would read as the new. */
  clear(): void {
    this.candles = [];
    this.main.setData([]);
    this.syncIndicators();
  }

  /** The candles of a fresh load (a new asset or timeframe): the chart starts over with them. */
  load(candles: readonly Candle[], decimals: number): void {
    this.candles = [...candles];
    this.precision = decimals;
    this.main.applyOptions({ priceFormat: { type: 'price', precision: decimals, minMove: 10 ** -decimals } });
    this.main.setData(this.candles.map((candle) => this.point(candle)));
    this.syncIndicators();
    this.chart.timeScale().scrollToRealTime();
  }

  /** New ticks from the stream: the last candle moves, a tick past it opens the next one. */
  addTicks(ticks: readonly Tick[]): void {
    const tf = TIMEFRAMES[this.settings.timeframe];
    let changed = false;
    for (const tick of ticks) {
      const last = this.candles.at(-1) ?? null;
      const next = withTick(last, tick, tf);
      if (last !== null && next.time < last.time) continue;
      if (last !== null && next.time === last.time) this.candles[this.candles.length - 1] = next;
      else this.candles.push(next);
      this.main.update(this.point(next));
      changed = true;
    }
    if (changed) this.syncIndicators();
  }

  setKind(kind: ChartKind): void {
    if (kind === this.settings.kind) return;
    this.settings = { ...this.settings, kind };
    this.chart.removeSeries(this.main);
    this.main = this.addMain();
    this.main.applyOptions({ priceFormat: { type: 'price', precision: this.precision, minMove: 10 ** -this.precision } });
    this.main.setData(this.candles.map((candle) => this.point(candle)));
    this.onSeries(this.main);
  }

  setIndicators(sma: boolean, rsi: boolean): void {
    this.settings = { ...this.settings, sma, rsi };
    this.syncIndicators();
  }

  private addMain(): MainSeries {
    // The price series sits in the first pane, in front of the averages (added after it, so drawn over them).
    return this.settings.kind === 'candles'
      ? this.chart.addSeries(CandlestickSeries, { upColor: UP, downColor: DOWN, borderVisible: false, wickUpColor: UP, wickDownColor: DOWN })
      : this.chart.addSeries(LineSeries, { color: BRAND, lineWidth: 2 });
  }

  private point(candle: Candle) {
    return this.settings.kind === 'candles'
      ? { time: at(candle.time), open: Number(candle.open), high: Number(candle.high), low: Number(candle.low), close: Number(candle.close) }
      : { time: at(candle.time), value: Number(candle.close) };
  }

  /** Adds, removes and refills the indicator series the settings ask for, from the closes drawn now. */
  private syncIndicators(): void {
    const { sma, rsi } = this.settings;
    const quiet = { lastValueVisible: false, priceLineVisible: false, crosshairMarkerVisible: false } as const;
    if (sma && !this.fast) {
      this.fast = this.chart.addSeries(LineSeries, { ...quiet, color: FAST, lineWidth: 1 });
      this.slow = this.chart.addSeries(LineSeries, { ...quiet, color: SLOW, lineWidth: 1 });
    }
    if (!sma && this.fast && this.slow) {
      this.chart.removeSeries(this.fast);
      this.chart.removeSeries(this.slow);
      this.fast = null;
      this.slow = null;
    }
    if (rsi && !this.rsi) {
      this.rsi = this.chart.addSeries(LineSeries, { ...quiet, color: RSI_LINE, lineWidth: 1, priceFormat: { type: 'price', precision: 0, minMove: 1 } }, 1);
      // The rule's bands: a call needs RSI in [50, 70), a put in (30, 50].
      for (const price of [70, 50, 30]) this.rsi.createPriceLine({ price, color: GRID, lineWidth: 1, lineStyle: LineStyle.Dashed, axisLabelVisible: price !== 50, title: '' });
      this.chart.panes()[1]?.setStretchFactor(RSI_PANE_STRETCH);
    }
    if (!rsi && this.rsi) {
      this.chart.removeSeries(this.rsi);
      this.rsi = null;
    }
    if (!this.fast && !this.rsi) return;
    const closes = this.candles.map((candle) => ({ time: candle.time, value: Number(candle.close) }));
    const lines = ruleIndicators(closes);
    this.fast?.setData(lines.fast.map(linePoint));
    this.slow?.setData(lines.slow.map(linePoint));
    this.rsi?.setData(lines.rsi.map(linePoint));
  }
}
