import { fold, stem, words } from './german';

const stems = (text: string) => words(text).map((word) => word.stem);

describe('fold', () => {
  it('lowers the case and drops umlauts, ß and accents', () => {
    expect(fold('Städte Straße Niagarafälle Café')).toBe('stadte strasse niagarafalle cafe');
  });

  it('reads ae, oe and ue as the umlaut they stand for', () => {
    expect(fold('Straende Koeln Kueste')).toBe(fold('Strände Köln Küste'));
  });
});

describe('stem', () => {
  it.each([
    ['nationalparks', 'nationalpark'],
    ['strande', 'strand'],
    ['stadte', 'stadt'],
    ['stadten', 'stadt'],
    ['landern', 'land'],
    ['walder', 'wald'],
    ['strandes', 'strand'],
    ['inseln', 'insel'],
    ['kuste', 'kust'],
  ])('cuts one ending: %s → %s', (word, expected) => expect(stem(word)).toBe(expected));

  it('keeps at least three letters', () => {
    expect(stem('seen')).toBe('see');
    expect(stem('see')).toBe('see');
    expect(stem('ufer')).toBe('ufer');
    expect(stem('los')).toBe('los');
  });

  it('cuts an n only where it ends a German plural', () => {
    expect(stem('zion')).toBe('zion');
    expect(stem('canyon')).toBe('canyon');
  });
});

describe('words', () => {
  it.each([
    ['Nationalparks', 'Nationalpark'],
    ['Strände', 'Strand'],
    ['Städte', 'Stadt'],
    ['Küsten', 'Küste'],
    ['Inseln', 'Insel'],
    ['Straende', 'Strand'],
  ])('gives %s the stem of %s', (plural, singular) =>
    expect(stems(plural)).toEqual(stems(singular)),
  );

  it('splits at spaces, hyphens and punctuation', () => {
    expect(stems('Zion-Nationalpark, „Utah“!  1919')).toEqual([
      'zion',
      'nationalpark',
      'utah',
      '1919',
    ]);
    expect(stems(' – ')).toEqual([]);
  });
});
