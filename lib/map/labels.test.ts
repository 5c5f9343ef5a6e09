import { placeLabels } from './labels';

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
});
