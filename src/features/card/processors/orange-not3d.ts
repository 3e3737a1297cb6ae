import { simpleProcessor } from './common';

/** Spec §9: the Orange non-3D request leaves 6 s later; it answers through orangeppl (status, redirect_url). */
export const ORANGE_NOT3D_DELAY_MS = 6000;

export const orangeNot3d = simpleProcessor('ORANGE_NOT3D', {}, undefined, ORANGE_NOT3D_DELAY_MS);
