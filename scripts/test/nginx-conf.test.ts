import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from '../cluster.mjs';

// deploy/nginx.conf, as the cluster rehearsal runs it (scripts/cluster.mjs), passes `nginx -t`.
const nginx = ['/usr/sbin/nginx', 'nginx'].find((program) => spawnSync(program, ['-v'], { stdio: 'ignore' }).status === 0);
if (!nginx) console.warn('nginx-conf.test.ts skipped: no nginx (Debian: apt-get install nginx; `npm test` as root installs it).');

describe.skipIf(!nginx)('deploy/nginx.conf', () => {
  it('passes nginx -t with the rehearsal’s addresses and paths', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hd-nginx-conf-'));
    try {
      const text = nginxConfig({ app1: '127.0.0.11', app2: '127.0.0.12', app3: '127.0.0.13' }, dir);
      expect(text).toContain('server 127.0.0.12:8080 max_fails=1 fail_timeout=10s;');
      expect(text).not.toContain('/var/log/nginx');
      writeFileSync(join(dir, 'nginx.conf'), text);
      const check = spawnSync(nginx!, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { encoding: 'utf8' });
      expect(check.stderr).toContain('test is successful');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
