/**
 * TEMPORARY (issue 24, item 6): the sides `npm run bench` (BENCH_ONLY=lists) measures, in one
 * run on one machine — with the Node-side speed layer (lib/api/http/speed-layer.ts) and
 * without it. In this process a side is switched on between rounds (`use`); a `next start`
 * server gets it at start-up (`env`). Once the layer is kept or removed there is one side.
 */
import { nodeSpeedLayer } from '../../lib/api/http/speed-layer';

export type Side = { name: string; use: () => void; env: Record<string, string> };

export const SIDES: Side[] = [
  { name: 'with Node layer', use: () => (nodeSpeedLayer.on = true), env: {} },
  {
    name: 'without',
    use: () => (nodeSpeedLayer.on = false),
    env: { SCHOLA_NODE_SPEED_LAYER: 'off' },
  },
];
