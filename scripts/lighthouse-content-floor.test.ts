/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { startContentFloor, withoutScripts } from './lighthouse-content-floor';

const page = [
  '<!DOCTYPE html><html lang="de"><head>',
  '<link rel="preload" as="image" imageSrcSet="/bild.avif 640w"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/b.js"/>',
  '<style>.tile{color:red}</style>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '</head><body><h1>Galerie</h1><img src="/bild.avif" alt="Zion"/>',
  '<script type="application/ld+json">{"name":"<b>"}</script>',
  '<script>self.__next_f.push([1,"<div>"])</script>',
  '</body></html>',
].join('');

describe('withoutScripts', () => {
  it('takes out every script and every preload of one, and keeps the content', () => {
    const html = withoutScripts(page);
    expect(html).not.toMatch(/<script|as="script"|modulepreload|__next_f/);
    expect(html).toContain('<link rel="preload" as="image" imageSrcSet="/bild.avif 640w"/>');
    expect(html).toContain('<style>.tile{color:red}</style>');
    expect(html).toContain('<h1>Galerie</h1><img src="/bild.avif" alt="Zion"/></body></html>');
  });
});

describe('startContentFloor', () => {
  let site: Server;
  let floor: Awaited<ReturnType<typeof startContentFloor>>;

  beforeAll(async () => {
    site = createServer((request, answer) => {
      if (request.url === '/galerie') {
        answer.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
          'set-cookie': 'spamshield=true',
        });
        answer.end(gzipSync(page));
      } else {
        answer.writeHead(200, { 'content-type': 'image/avif' });
        answer.end('AVIF');
      }
    });
    await new Promise<void>((listening) => site.listen(0, '127.0.0.1', listening));
    const { port } = site.address() as AddressInfo;
    floor = await startContentFloor(`http://127.0.0.1:${port}`, 0);
  });

  afterAll(async () => {
    await floor.stop();
    await new Promise((closed) => site.close(closed));
  });

  it('answers a page without its scripts, compressed as the site sent it, with its headers', async () => {
    const response = await fetch(`${floor.origin}/galerie`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    // fetch decompresses the body; the length on the wire is the compressed one.
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBe(
      gzipSync(withoutScripts(page)).length,
    );
    expect(response.headers.get('set-cookie')).toBe('spamshield=true');
    expect(body.toString()).toBe(withoutScripts(page));
  });

  it('passes anything else on as it is', async () => {
    const response = await fetch(`${floor.origin}/bild.avif`);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(await response.text()).toBe('AVIF');
  });
});
