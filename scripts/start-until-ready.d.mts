import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare const READY_LINE: string;
/** The Node flags every server process starts with (packages/server/node-flags.json). */
export declare const SERVER_NODE_FLAGS: string[];
/** spawn(command, args, options), resolved when the ready line appears; rejected, with its output, if it exits first. */
export declare function startUntilReady(command: string, args: string[], options: SpawnOptions): Promise<ChildProcess>;
