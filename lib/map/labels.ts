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
};

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Places each dot's name beside it, without covering another label or dot and inside the box where
 * it can: tries right, left, above and below (the first dot's label first), else keeps the first
 * try. Above and below, a name too close to the box's side is moved inside it. Text widths are
 * estimated from the number of characters (above).
 */
export function placeLabels(dots: Dot[], box: Box, fontSize: number, gap: number): PlacedLabel[] {
  const placed: Rect[] = [];
  const dotRects = dots.map(({ x, y }) => ({
    left: x - gap / 2,
    right: x + gap / 2,
    top: y - gap / 2,
    bottom: y + gap / 2,
  }));
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
    const candidates: PlacedLabel[] = [
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
        inside(rect) && ![...placed, ...dotRects].some((other) => overlaps(rect, other)),
    );
    const chosen = free ?? candidates.find(({ rect }) => inside(rect)) ?? candidates[0]!;
    placed.push(chosen.rect);
    return chosen;
  });
}
