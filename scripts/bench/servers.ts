// What the measuring scripts (bench, soak, Lighthouse) share: their flags, the build, an nginx
// reference server beside the site's (scripts/server.ts starts those), memory and medians.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { root, startServer, stopServersOnInterrupt } from '../server';

export const cacheDir = resolve(root, '.cache/bench');

// Ctrl-C stops the servers a measuring script started.
stopServersOnInterrupt();

/** Command-line flags: `--name` is true, `--name=value` is "value". */
export function flags(argv = process.argv.slice(2)): Map<string, string | true> {
  return new Map(
    argv.map((arg) => {
      // At the first "=" only: a value may hold one (`--pages=/karte?ort=boston`).
      const at = arg.indexOf('=');
      const name = (at < 0 ? arg : arg.slice(0, at)).replace(/^--/, '');
      return [name, at < 0 ? true : arg.slice(at + 1)];
    }),
  );
}

/** `npm run build` unless `--no-build` is given and a build exists. */
export function buildOnce(options: Map<string, string | true>) {
  if (options.has('no-build') && existsSync(resolve(root, '.next/BUILD_ID'))) return;
  console.error('> npm run build');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

/**
 * nginx serving the prerendered HTML of the build (.next/server/app/*.html) as a static file server:
 * one worker, no access log, its own prefix under .cache/bench/nginx. Installs Debian's nginx-light
 * when no nginx is on the machine.
 */
export function startNginx(port: number) {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (!nginx) {
    console.error('> apt-get install nginx-light');
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
      stdio: 'inherit',
    });
    return startNginx(port);
  }
  const prefix = resolve(cacheDir, 'nginx');
  mkdirSync(resolve(prefix, 'temp'), { recursive: true });
  const html = resolve(root, '.next/server/app');
  const asRoot = userInfo().uid === 0 ? `user ${userInfo().username};` : '';
  writeFileSync(
    resolve(prefix, 'nginx.conf'),
    `${asRoot}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  types { text/html html; }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${html};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}
`,
  );
  return startServer(nginx, ['-p', prefix, '-c', 'nginx.conf', '-g', 'daemon off;'], port, {
    name: 'nginx',
    output: 'stderr',
  });
}

/** Resident memory in bytes of a process and all its descendants (Linux /proc). */
export function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const rss = (id: number): number => {
    let own = 0;
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1];
      own = Number(kb ?? 0) * 1024;
    } catch {
      // ended
    }
    return own + (children.get(id) ?? []).reduce((sum, child) => sum + rss(child), 0);
  };
  return rss(pid);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
