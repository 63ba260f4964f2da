import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the server process, set before the rest of it loads (main.ts imports this module
 * first, so `npm start`, the scale-out and benchmark scripts and a deployment all get them). Flags
 * V8 reads only as it starts (the heap's sizes) cannot be set here: they are in node-flags.json.
 *
 * Allocation-site pretenuring off (docs/decisions/0062-server-node-flags.md): under the
 * dashboard mix V8 decided that objects from some allocation sites survive and allocated them
 * straight into the old generation, where they died young and were only freed by a mark-compact.
 * Off, the mark-compacts came half as often, and in seven alternating pairs of runs the mix's p99
 * fell from 65–74 ms to 57–66 ms with about 5 % more answers a second. The flag only turns a V8
 * heuristic off; it is read when V8 collects, so setting it before the server has allocated much
 * is enough. V8_PRETENURING=on leaves V8's default, to compare.
 */
if (process.env.V8_PRETENURING !== 'on') setFlagsFromString('--no-allocation-site-pretenuring');
