// Types of cluster.mjs for the TypeScript test of deploy/nginx.conf.

/** deploy/nginx.conf with the rehearsal's upstream addresses (app1… → address) and its log and pid paths under `dir`. */
export function nginxConfig(upstreams: Record<string, string>, dir: string): string;
