import { carryOverLists, onTheLists } from './list-values';

describe('carrying free text over onto the lists', () => {
  it('puts known values on the lists and keeps the rest beside them, reported', async () => {
    const rows = [
      { id: 1, slug: 'key-west', state: 'Florida', region: 'Süden (Florida Keys)' },
      { id: 2, slug: 'big-sur', state: 'California', region: null },
      { id: 3, slug: 'yosemite', state: 'Californa', region: 'Bayern' },
    ];
    const written = new Map<unknown, unknown>();
    const warnings: string[] = [];
    await carryOverLists(
      [
        {
          name: 'places',
          read: () => Promise.resolve(rows),
          write: (id, values) => Promise.resolve(written.set(id, values)),
        },
      ],
      (message) => warnings.push(message),
    );
    expect(Object.fromEntries(written)).toEqual({
      1: { state: 'Florida', legacyState: null, region: 'Süden', regionDetail: 'Florida Keys' },
      2: { state: 'Kalifornien', legacyState: null, region: null, regionDetail: null },
      3: { state: null, legacyState: 'Californa', region: null, regionDetail: 'Bayern' },
    });
    expect(warnings).toEqual([
      'Not on the lists: places 3 (yosemite): state "Californa" (kept in legacy_state), region "Bayern" (kept in facts_region_detail)',
    ]);
  });

  it('leaves empty values empty', () =>
    expect(onTheLists({ id: 1, slug: null, state: null, region: null })).toEqual({
      values: { state: null, legacyState: null, region: null, regionDetail: null },
      unknown: [],
    }));
});
