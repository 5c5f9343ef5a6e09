// For `npm run lighthouse`: the pages whose largest contentful paint on a phone is a picture, and
// that picture's bytes as the page received them (the optimizer's AVIF or WebP at the width the
// phone picks), so that the floor can show the same picture (scripts/lighthouse-floor.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

/** A picture of the floor: its file in the floor's public/ and the size the page shows it at. */
export type Picture = { file: string; width: number; height: number };

const extensions: Record<string, string> = {
  'image/avif': 'avif',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Lighthouse's mobile emulation (a Moto G Power): the viewport and pixel ratio of its phone. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/** Per page path whose LCP element is a picture: that picture, saved under `publicDir`. */
export async function largestPictures(
  origin: string,
  paths: string[],
  chrome: string,
  publicDir: string,
): Promise<Map<string, Picture>> {
  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-first-run'] });
  const pictures = new Map<string, Picture>();
  try {
    const context = await browser.newContext(phone);
    for (const path of paths) {
      const page = await context.newPage();
      const images = new Map<string, Promise<{ body: Buffer; type: string }>>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'image') return;
        const type = response.headers()['content-type'] ?? '';
        images.set(
          response.url(),
          response.body().then((body) => ({ body, type })),
        );
      });
      // Right after the server's start the optimizer's first answer is slow, and the picture can be
      // painted after the load event: the last LCP entry is read once the network is quiet and
      // the picture had time to be decoded and painted.
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      const largest = await page.evaluate(
        () =>
          new Promise<{ url: string; width: number; height: number } | null>((done) => {
            let last: (PerformanceEntry & { url: string; element: Element | null }) | undefined;
            new PerformanceObserver((list) => {
              last = list.getEntries().at(-1) as typeof last;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => {
              const box = last?.element?.getBoundingClientRect();
              done(
                last?.url && box
                  ? { url: last.url, width: Math.round(box.width), height: Math.round(box.height) }
                  : null,
              );
            }, 1000);
          }),
      );
      const image = largest && (await images.get(largest.url));
      const extension = image && extensions[image.type.split(';')[0]!];
      if (largest && image && extension) {
        const hash = createHash('sha256').update(image.body).digest('hex').slice(0, 12);
        const file = `${hash}.${extension}`;
        mkdirSync(publicDir, { recursive: true });
        writeFileSync(resolve(publicDir, file), image.body);
        pictures.set(path, { file, width: largest.width, height: largest.height });
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return pictures;
}
