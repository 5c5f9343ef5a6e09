import type { Page } from '@playwright/test';

/**
 * What a visitor sees of the masonry grid on a page: its tiles in document order (= item order)
 * with their titles, the columns (distinct left edges), how far apart the columns end (`spread`,
 * the end card counted with its column; `tilesSpread` without it), which items stand at the top of
 * the columns from left to right (1-based), tiles that overlap, and whether the grid's box holds
 * its tiles (so that nothing after it lies under them).
 */
export async function masonryGeometry(page: Page) {
  return page.evaluate(() => {
    const grid = document.querySelector('[data-masonry]')!;
    const shown = Array.from(grid.querySelectorAll(':scope > div > div'))
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.firstElementChild!.getBoundingClientRect();
        return {
          tile: element.firstElementChild!.matches('article'),
          title: element.querySelector('a')!.textContent!.trim(),
          left: Math.round(box.left),
          right: box.right,
          top: box.top + scrollY,
          bottom: box.bottom + scrollY,
        };
      });
    const tiles = shown.filter(({ tile }) => tile);
    const lefts = [...new Set(tiles.map(({ left }) => left))].sort((a, b) => a - b);
    // How far apart the columns end, with the end card and without it. (No named functions in
    // here: a bundler's name helper, e.g. tsx's in scripts/bench/masonry.ts, is not in the page.)
    const [spread, tilesSpread] = [shown, tiles].map((boxes) => {
      const bottoms = lefts.map((left) =>
        Math.max(...boxes.filter((box) => box.left === left).map(({ bottom }) => bottom)),
      );
      return Math.round(Math.max(...bottoms) - Math.min(...bottoms));
    });
    const firstRow = lefts.map((left) => {
      const top = Math.min(...tiles.filter((box) => box.left === left).map((box) => box.top));
      return tiles.findIndex((box) => box.left === left && box.top === top) + 1;
    });
    // Pairs of boxes that overlap by more than a pixel each way.
    const overlaps: string[] = [];
    shown.forEach((a, i) =>
      shown.slice(i + 1).forEach((b) => {
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 1 && y > 1) overlaps.push(`${a.title} / ${b.title}`);
      }),
    );
    const gridBottom = grid.getBoundingClientRect().bottom + scrollY;
    return {
      titles: tiles.map(({ title }) => title),
      columns: lefts.length,
      spread: spread!,
      tilesSpread: tilesSpread!,
      firstRow,
      overlaps,
      holdsTiles: shown.every(({ bottom }) => bottom <= gridBottom + 1),
      endCard: shown.some(({ tile }) => !tile),
    };
  });
}
