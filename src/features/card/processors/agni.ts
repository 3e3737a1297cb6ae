import { simpleProcessor } from './common';

/** AGNI: its pay answer is a form POST to the processor (method 'post' with fields); listen /api/fm/agni/listen. */
export const agni = simpleProcessor('AGNI', {});
