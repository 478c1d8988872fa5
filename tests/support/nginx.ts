import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's nginx (`apt-get install nginx`; scripts/test.mjs and .ci/run install it when missing). */
export const NGINX = '/usr/sbin/nginx';

/** The header nginx adds to every answer: the upstream (`127.0.0.1:PORT`) that gave it. */
export const UPSTREAM_HEADER = 'x-upstream';

export interface TestNginx {
  /** http://127.0.0.1:PORT, the balancer's address. */
  url: string;
  /** nginx's error log so far, for a failing test's message. */
  errors(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The configuration of a round-robin balancer in front of `upstreams` (`host:port` each), every
 * path nginx writes inside `dir`. As an operator would set it up: the client's address in
 * X-Forwarded-For (the instances trust 127.0.0.1 through TRUST_PROXY), bodies up to 64 MB (an
 * issue's PDF may be 50 MB), kept-alive connections to the instances, and no retry on the other
 * instance (a failure must reach the test). Each answer names the instance that gave it.
 */
export function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  const at = (name: string) => path.join(dir, name);
  return `daemon off;
master_process off;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 512; }
http {
  log_format upstreams '$remote_addr "$request" $status $upstream_addr';
  access_log ${at('access.log')} upstreams;
  client_body_temp_path ${at('client-body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  client_max_body_size 64m;
  upstream journal {
${upstreams.map((upstream) => `    server ${upstream};`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://journal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
      proxy_read_timeout 120s;
      add_header ${UPSTREAM_HEADER} $upstream_addr always;
    }
  }
}
`;
}

/**
 * nginx in the foreground (one process, `master_process off`, so it runs as this user and can
 * write its temp folders) on loopback `port`, balancing over `upstreams`; resolves once it answers.
 */
export async function startNginx(port: number, upstreams: string[]): Promise<TestNginx> {
  if (!existsSync(NGINX)) throw new Error(`The several-instances test needs nginx at ${NGINX}: install it with \`apt-get install -y nginx\` (npm test does so when run as root).`);
  const dir = await mkdtemp(path.join(tmpdir(), 'jals-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, nginxConfig(dir, port, upstreams));
  const errorLog = path.join(dir, 'error.log');
  // -e: the error log before the configuration is read (else nginx opens /var/log/nginx/error.log first).
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = async () => `${stderr}${await readFile(errorLog, 'utf8').catch(() => '')}`;
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) {
      const log = await errors();
      await close();
      throw new Error(`nginx exited (${child.exitCode}) before it answered:\n${log}`);
    }
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.status > 0,
      () => false,
    );
    if (answered) break;
    if (tries > 100) {
      const log = await errors();
      await close();
      throw new Error(`nginx did not answer on ${url} within 10 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, errors, close };
}
