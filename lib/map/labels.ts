import type { Box } from './projection';

/** A dot with its name, in the map's coordinates; `bold`: the name is set in bold. */
export type Dot = { x: number; y: number; text: string; bold?: boolean };

/**
 * A name's width per character and height, in font sizes: the widest measured in Chromium with
 * the site's fonts (2026-12-07, 32 names of eight place pages): 0.61 regular, 0.69 bold, 1.13
 * high. With 0.56 and 1.0 "Mount Rushmore" (bold) ran 8 px out of its map at 390 px, and "New York
 * City" lay over "Freiheitsstatue".
 */
const CHAR_WIDTH = 0.62;
const BOLD_CHAR_WIDTH = 0.7;
const LINE_HEIGHT = 1.2;

/** An area of the map: its edges, in the map's coordinates. */
export type Rect = { left: number; right: number; top: number; bottom: number };

/** Where a label goes: its anchor point, SVG `text-anchor`, and the area its text takes. */
export type PlacedLabel = {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  rect: Rect;
  /** Placed inside the box without covering another label, a dot or an area to keep clear. */
  clear: boolean;
};

/** The area a dot keeps clear of names: a square of the gap's size around it. */
export const dotArea = ({ x, y }: { x: number; y: number }, gap: number): Rect => ({
  left: x - gap / 2,
  right: x + gap / 2,
  top: y - gap / 2,
  bottom: y + gap / 2,
});

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** How much two areas overlap (0 when they do not). */
export const overlapArea = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * How much a set of names placed around an area to keep clear falls short: the names' overlaps
 * with each other, and the area's with the names and the dots' areas.
 */
export function labelClashes(labels: PlacedLabel[], dots: Rect[], keepClear: Rect): number {
  const rects = labels.map(({ rect }) => rect);
  let sum = 0;
  for (const [index, rect] of rects.entries()) {
    for (const other of rects.slice(index + 1)) sum += overlapArea(rect, other);
  }
  for (const rect of [...rects, ...dots]) sum += overlapArea(rect, keepClear);
  return sum;
}

/**
 * Places each dot's name beside it, without covering another label, a dot or an area to keep clear
 * (`keepClear`: the overview in its corner) and inside the box where it can: tries right, left, above and below (the first dot's label first), else keeps the first
 * try. Above and below, a name too close to the box's side is moved inside it. Text widths are
 * estimated from the number of characters (above).
 */
export function placeLabels(
  dots: Dot[],
  box: Box,
  fontSize: number,
  gap: number,
  keepClear: Rect[] = [],
): PlacedLabel[] {
  const placed: Rect[] = [];
  const dotRects = dots.map((dot) => dotArea(dot, gap));
  const inside = (rect: Rect) =>
    rect.left >= box.x &&
    rect.right <= box.x + box.width &&
    rect.top >= box.y &&
    rect.bottom <= box.y + box.height;

  return dots.map(({ x, y, text, bold }) => {
    const width = text.length * fontSize * (bold ? BOLD_CHAR_WIDTH : CHAR_WIDTH);
    const half = (fontSize * LINE_HEIGHT) / 2;
    // Above or below its dot a name is centred on it, or moved sideways as far as the box needs.
    const middle = Math.min(
      Math.max(x, box.x + width / 2),
      Math.max(box.x + box.width - width / 2, box.x + width / 2),
    );
    const candidates: Omit<PlacedLabel, 'clear'>[] = [
      {
        x: x + gap,
        y,
        anchor: 'start',
        rect: { left: x + gap, right: x + gap + width, top: y - half, bottom: y + half },
      },
      {
        x: x - gap,
        y,
        anchor: 'end',
        rect: { left: x - gap - width, right: x - gap, top: y - half, bottom: y + half },
      },
      {
        x: middle,
        y: y - gap - half,
        anchor: 'middle',
        rect: {
          left: middle - width / 2,
          right: middle + width / 2,
          top: y - gap - 2 * half,
          bottom: y - gap,
        },
      },
      {
        x: middle,
        y: y + gap + half,
        anchor: 'middle',
        rect: {
          left: middle - width / 2,
          right: middle + width / 2,
          top: y + gap,
          bottom: y + gap + 2 * half,
        },
      },
    ];
    const free = candidates.find(
      ({ rect }) =>
        inside(rect) &&
        ![...placed, ...dotRects, ...keepClear].some((other) => overlaps(rect, other)),
    );
    const chosen = free ?? candidates.find(({ rect }) => inside(rect)) ?? candidates[0]!;
    placed.push(chosen.rect);
    return { ...chosen, clear: chosen === free };
  });
}
