// The masonry grid's figures as a visitor sees them (not part of `npm test`): for each page and
// width, the column count, how far apart the columns end (px; with the end card, and the tiles
// alone) and the items in the first row.
// Measures a server that runs already, e.g. the e2e build started with `next start`:
//
//   npm run bench:masonry -- [--origin http://127.0.0.1:3100]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { masonryGeometry } from '../../e2e/masonry';

const { values: options } = parseArgs({
  options: { origin: { type: 'string', default: 'http://127.0.0.1:3100' } },
});
const pages = ['/galerie', '/galerie/seite/2', '/galerie/kategorie/stadt', '/suche?q=Nationalpark'];
const widths = [700, 1024, 1440];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
console.log('| page | width | columns | tiles | columns end apart | tiles alone | first row |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const path of pages) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(options.origin + path, { waitUntil: 'load' });
    const grid = await masonryGeometry(page);
    console.log(
      `| ${path} | ${width} | ${grid.columns} | ${grid.titles.length} | ${grid.spread} px | ${grid.tilesSpread} px | ${grid.firstRow.join(', ')} |`,
    );
    await page.close();
  }
}
await browser.close();
