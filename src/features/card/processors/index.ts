import type { Processor, ProcessorName } from '../types';
import { agni } from './agni';
import { concept } from './concept';
import { earth } from './earth';
import { entropay } from './entropay';
import { ezpay } from './ezpay';
import { finity } from './finity';
import { fraud } from './fraud';
import { orange } from './orange';
import { orangeNot3d } from './orange-not3d';
import { pfs } from './pfs';
import { shape } from './shape';
import { vload } from './vload';
import { zoom } from './zoom';

/** The processor registry (ARCHITECTURE.md §3): the hook looks processors up by name, the machine never does. */
export const PROCESSORS: Readonly<Record<ProcessorName, Processor>> = {
  PFS: pfs,
  ORANGE: orange,
  ORANGE_NOT3D: orangeNot3d,
  CONCEPT: concept,
  FRAUD: fraud,
  ZOOM: zoom,
  EZPAY: ezpay,
  ENTROPAY: entropay,
  SHAPE: shape,
  VLOAD: vload,
  AGNI: agni,
  EARTH: earth,
  FINITY: finity,
};
