import { MAX_STOPS, moved, parseTrip, toggled, tripPath } from './list';

describe('the trip list', () => {
  it('reads the slugs of an address in their order, each once, without what is no slug', () => {
    expect(parseTrip('zion, grand-canyon,,Zion,../etc,las-vegas')).toEqual([
      'zion',
      'grand-canyon',
      'las-vegas',
    ]);
    expect(parseTrip(['zion', 'bryce'])).toEqual(['zion', 'bryce']);
    expect(parseTrip(undefined)).toEqual([]);
  });

  it('keeps at most MAX_STOPS places', () => {
    const many = Array.from({ length: 30 }, (_, index) => `ort-${index}`);
    expect(parseTrip(many.join(','))).toHaveLength(MAX_STOPS);
    expect(toggled(many.slice(0, MAX_STOPS), 'noch-einer')).toHaveLength(MAX_STOPS);
  });

  it('adds a place at the end and takes out one that is on it', () => {
    expect(toggled(['zion'], 'bryce')).toEqual(['zion', 'bryce']);
    expect(toggled(['zion', 'bryce'], 'zion')).toEqual(['bryce']);
  });

  it('moves a place', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
  });

  it('writes the address of a list', () => {
    expect(tripPath(['zion', 'bryce'])).toBe('/merkliste?orte=zion,bryce');
    expect(tripPath([])).toBe('/merkliste');
  });
});
