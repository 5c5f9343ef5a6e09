/**
 * @jest-environment node
 */
import type { PayloadRequest } from 'payload';
import { revalidatePath, revalidateTag } from 'next/cache';
import {
  revalidateDocument,
  revalidatePlace,
  revalidateSite,
  skipRevalidation,
} from './revalidate';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const req = {} as PayloadRequest;
const canyon = {
  _status: 'published',
  slug: 'grand-canyon',
  title: 'Grand Canyon',
  category: 3,
  state: 'Arizona' as const,
  location: { lat: 36.1, lng: -112.1 },
  summary: 'Eine Schlucht.',
  _order: 'a1',
};

/** The tags a change expired, and whether it expired every page. */
function expired(change: () => unknown) {
  jest.mocked(revalidateTag).mockClear();
  jest.mocked(revalidatePath).mockClear();
  change();
  for (const [, profile] of jest.mocked(revalidateTag).mock.calls)
    expect(profile).toEqual({ expire: 0 });
  return {
    tags: jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag),
    everyPage: jest.mocked(revalidatePath).mock.calls.length > 0,
  };
}

test('a place whose text changed: its page, the tiles showing it, map, sitemap and search; not the other places', () => {
  const change = { doc: { ...canyon, summary: 'Neu.' }, previousDoc: canyon, context: {}, req };
  expect(expired(() => revalidatePlace(change))).toEqual({
    tags: ['place:grand-canyon', 'place-texts'],
    everyPage: false,
  });
});

test.each([
  ['its title', { title: 'Großer Canyon' }],
  ['its category', { category: 4 }],
  ['its state', { state: 'Utah' as const }],
  ['its location', { location: { lat: 37, lng: -112.1 } }],
  ['its place in the order', { _order: 'a0' }],
])('a place that changed %s: also every page listing the places', (_, changed) => {
  const change = { doc: { ...canyon, ...changed }, previousDoc: canyon, context: {}, req };
  expect(expired(() => revalidatePlace(change)).tags).toEqual([
    'place:grand-canyon',
    'place-texts',
    'places',
  ]);
});

test('a place published, unpublished, renamed or deleted: the list too, and both its addresses', () => {
  const draft = { ...canyon, _status: 'draft' };
  expect(
    expired(() => revalidatePlace({ doc: canyon, previousDoc: draft, context: {}, req })).tags,
  ).toContain('places');
  expect(
    expired(() => revalidatePlace({ doc: draft, previousDoc: canyon, context: {}, req })).tags,
  ).toContain('places');
  expect(expired(() => revalidatePlace({ doc: canyon, context: {}, req })).tags).toContain(
    'places',
  );
  const renamed = { doc: { ...canyon, slug: 'canyon' }, previousDoc: canyon, context: {}, req };
  expect(expired(() => revalidatePlace(renamed)).tags).toEqual([
    'place:canyon',
    'place:grand-canyon',
    'place-texts',
    'places',
  ]);
});

test('a draft saved over a draft, or a change by the seed, expires nothing', () => {
  const draft = { ...canyon, _status: 'draft' };
  expect(
    expired(() => revalidatePlace({ doc: draft, previousDoc: draft, context: {}, req })),
  ).toEqual({ tags: [], everyPage: false });
  const seeded = { doc: canyon, context: { ...skipRevalidation }, req };
  expect(expired(() => revalidatePlace(seeded))).toEqual({ tags: [], everyPage: false });
  expect(expired(() => revalidateSite(seeded))).toEqual({ tags: [], everyPage: false });
});

test("the site's settings: every page; a document: its page only", () => {
  expect(expired(() => revalidateSite({ doc: {}, context: {}, req }))).toEqual({
    tags: [],
    everyPage: true,
  });
  expect(expired(() => revalidateDocument('privacy')({ doc: {}, context: {}, req }))).toEqual({
    tags: ['document:privacy'],
    everyPage: false,
  });
});
