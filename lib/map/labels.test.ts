import { labelClashes, overlapArea, placeLabels } from './labels';

const box = { x: 0, y: 0, width: 400, height: 250 };

describe('placeLabels', () => {
  it('puts a label right of its dot where there is room', () => {
    expect(placeLabels([{ x: 50, y: 100, text: 'Zion' }], box, 14, 10)).toMatchObject([
      { x: 60, y: 100, anchor: 'start' },
    ]);
  });

  it('puts it left of a dot near the right edge', () => {
    expect(placeLabels([{ x: 380, y: 100, text: 'Las Vegas' }], box, 14, 10)).toMatchObject([
      { x: 370, y: 100, anchor: 'end' },
    ]);
  });

  it('counts a bold name wider: it goes left where it would run out of the box', () => {
    const rushmore = { x: 250, y: 100, text: 'Mount Rushmore' };
    expect(placeLabels([rushmore], box, 16, 10)).toMatchObject([
      { x: 260, y: 100, anchor: 'start' },
    ]);
    expect(placeLabels([{ ...rushmore, bold: true }], box, 16, 10)).toMatchObject([
      { x: 240, y: 100, anchor: 'end' },
    ]);
  });

  it('moves a name above its dot sideways into the box', () => {
    const hawaii = { x: 255, y: 200, text: 'Hawaii-Volcanoes-Nationalpark', bold: true };
    const [label] = placeLabels([hawaii], box, 16, 10);
    expect(label!.anchor).toBe('middle');
    expect(label!.rect.left).toBeGreaterThanOrEqual(0);
    expect(label!.rect.right).toBeLessThanOrEqual(400);
  });

  it('moves a label that would cover an earlier one', () => {
    const [first, second] = placeLabels(
      [
        { x: 200, y: 100, text: 'Grand Canyon' },
        { x: 200, y: 104, text: 'Zion-Nationalpark' },
      ],
      box,
      14,
      10,
    );
    expect(first).toMatchObject({ x: 210, y: 100, anchor: 'start' });
    expect(second).toMatchObject({ x: 190, y: 104, anchor: 'end' });
  });

  it('says which names it could place clear of the others and which it could not', () => {
    // Five names of one dot: right, left, above and below it, then no room left.
    const labels = placeLabels(
      Array.from({ length: 5 }, () => ({ x: 200, y: 100, text: 'Zion' })),
      box,
      14,
      10,
    );
    expect(labels.map(({ clear }) => clear)).toEqual([true, true, true, true, false]);
  });

  it('keeps its names off an area to keep clear (the overview), as off a dot', () => {
    const overview = { left: 200, right: 400, top: 60, bottom: 140 };
    const [label] = placeLabels([{ x: 150, y: 100, text: 'Mesa Verde' }], box, 14, 10, [overview]);
    expect(label).toMatchObject({ anchor: 'end', x: 140 });
  });
});

describe('labelClashes', () => {
  const rect = (left: number, top: number, width = 100, height = 20) => ({
    left,
    right: left + width,
    top,
    bottom: top + height,
  });
  const label = (left: number, top: number) => ({
    x: left,
    y: top,
    anchor: 'start' as const,
    rect: rect(left, top),
    clear: true,
  });

  it('measures overlaps as areas', () => {
    expect(overlapArea(rect(0, 0), rect(50, 10))).toBe(50 * 10);
    expect(overlapArea(rect(0, 0), rect(100, 0))).toBe(0);
  });

  it('adds the names’ overlaps with each other and the area’s with names and dots', () => {
    const overview = rect(300, 0, 100, 60);
    expect(labelClashes([label(0, 0), label(0, 100)], [], overview)).toBe(0);
    // Two names on each other (50 × 20), one name under the overview (50 × 20), a dot under it.
    expect(
      labelClashes([label(0, 0), label(50, 0), label(250, 30)], [rect(390, 50, 10, 10)], overview),
    ).toBe(1000 + 1000 + 100);
  });
});
