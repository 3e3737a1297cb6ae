// How busy the machine is: the load average beside each part, so a slow figure from a busy machine is not read as a
// regression. Byte figures do not depend on it; timings do.
import { availableParallelism, loadavg } from 'node:os';

export const CORES = availableParallelism();

/** Busy: more than half the cores' worth of runnable work over the last minute, besides the bench's own. */
export function machineLoad() {
  const [one, five, fifteen] = loadavg();
  return { one, five, fifteen, cores: CORES, busy: one > CORES / 2 };
}

export const loadText = (load) => `load average ${load.one.toFixed(2)} ${load.five.toFixed(2)} ${load.fifteen.toFixed(2)} on ${load.cores} cores`;

/** A line to print: the load, and a warning when timings taken now are only indicative. */
export function loadLine(load) {
  return load.busy ? `⚠ ${loadText(load)}: the machine is busy, timings are indicative (bytes are exact)` : `${loadText(load)}: quiet`;
}
