import type { Page } from '@playwright/test';

/**
 * The layout shifts the browser recorded on the page since its navigation (a buffered
 * PerformanceObserver; shifts right after an input do not count), each as its score, what moved
 * and from where to where (x,y,width,height; "(gone)" for an element removed since), so that a
 * failure names it: `[]` when nothing moved.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: {
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    };
    const describe = (node?: Node | null) =>
      node instanceof Element
        ? `<${node.localName}> ${node.getAttribute('aria-label') ?? node.textContent?.slice(0, 40)}`
        : (node?.textContent?.slice(0, 40) ?? '(gone)');
    const box = ({ x, y, width, height }: DOMRectReadOnly) =>
      [x, y, width, height].map(Math.round).join(',');
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    return (observer.takeRecords() as Shift[])
      .filter((entry) => !entry.hadRecentInput)
      .map(
        ({ value, sources }) =>
          `${value.toFixed(4)}: ${sources
            .map(
              ({ node, previousRect, currentRect }) =>
                `${describe(node)} [${box(previousRect)} → ${box(currentRect)}]`,
            )
            .join(' | ')}`,
      );
  });
