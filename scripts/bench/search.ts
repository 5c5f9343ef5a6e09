// The site search's server time at scale (not part of `npm test`): with generated places (default
// 2,000), the time of searchPlaces for 20 queries and of suggestSpelling for three typing slips, in
// process, no server. Each call gets a fresh deep copy of the places, as each request gets one from
// getSearchablePlaces (deserialised from the data cache); the copying is not timed. "First call" is
// the first after every place's text changed (as in a fresh server: nothing read before helps), or
// after one place's text changed (a publish); "repeat" every later call on the same content.
// Medians over the runs (`--runs`).
//
//   npm run bench:search -- [--places=2000] [--runs=7]
//
// The places are copies of the shipped ones, each with its own title and summary, so the
// vocabulary is that of the 30 shipped places: the spelling suggestion, which compares the typed
// word with every word the places use, would compare with more words on real content.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Category, Place } from '../../lib/content';
import { searchPlaces } from '../../lib/search/search';
import { suggestSpelling } from '../../lib/search/suggest';
import { root } from '../server';
import { flags, median } from './servers';

const options = flags();
const count = Number(options.get('places') ?? 2000);
const runs = Number(options.get('runs') ?? 7);

const queries = [
  'Nationalpark',
  'Grand Canyon',
  'Strand',
  'Kalifornien',
  'New York',
  'Städte',
  'Museum',
  'Brücke',
  'Wüste',
  'Insel',
  'Route 66',
  'Florida Strände',
  'Yellowstone',
  'Golden Gate',
  'Hawaii',
  'Wandern',
  'Seen',
  'Chicago Architektur',
  'Park',
  'Eiffelturm',
];
const slips = ['Yelowstone', 'Grand Cayon', 'Kalifronien'];

const read = <T>(file: string): T => JSON.parse(readFileSync(join(root, 'content', file), 'utf8'));
const shipped = read<Place[]>('places.json');
const categories = read<Category[]>('categories.json');

/** `count` places from the shipped ones; `version` changes every place's summary (a publish). */
const generate = (version: number): Place[] =>
  Array.from({ length: count }, (_, index) => {
    const place = shipped[index % shipped.length]!;
    const round = Math.floor(index / shipped.length) + 1;
    return {
      ...place,
      slug: `${place.slug}-${round}`,
      title: round === 1 ? place.title : `${place.title} ${round}`,
      summary: `${place.summary} Ort ${index + 1}, Stand ${version}.`,
    };
  });

/** Milliseconds of one call, on a fresh deep copy of the places (the copy is not timed). */
function time(places: Place[], call: (copy: Place[]) => unknown) {
  const copy = structuredClone(places);
  const start = performance.now();
  call(copy);
  return performance.now() - start;
}

const search = (query: string) => (copy: Place[]) => searchPlaces(copy, categories, query);
const suggest = (query: string) => (copy: Place[]) => suggestSpelling(copy, categories, query);
/** What the search page does for a query that finds nothing: the search, then the suggestion. */
const page = (query: string) => (copy: Place[]) =>
  searchPlaces(copy, categories, query).length || suggestSpelling(copy, categories, query);

// Warm-up: the first calls of a fresh process compile the code.
for (const query of [...queries, ...slips]) time(generate(0), page(query));

const figures = new Map<string, number[]>();
const record = (name: string, ms: number) => figures.set(name, [...(figures.get(name) ?? []), ms]);
for (let run = 1; run <= runs; run++) {
  console.error(`  run ${run}/${runs}`);
  // New content for each run: the first calls find nothing of the previous run's.
  const places = generate(run);
  record('search, first call (every text new)', time(places, search(queries[0]!)));
  // As on the page, the search has run on this content before the first suggestion.
  record(`suggestion "${slips[0]}", first call (every text new)`, time(places, suggest(slips[0]!)));
  const repeats = queries.map((query) => time(places, search(query)));
  record(`search, repeat call (median of the ${queries.length} queries)`, median(repeats));
  for (const query of slips) {
    record(`suggestion "${query}", repeat call`, time(places, suggest(query)));
  }
  for (const query of slips) {
    record(`page: search, then suggestion "${query}", repeat call`, time(places, page(query)));
  }
  // The owner edits one place's text: the other places' are as before.
  const edited = places.map((place, index) =>
    index === Math.floor(count / 2)
      ? { ...place, description: [...place.description, `Neu ${run}.`] }
      : place,
  );
  record('search, first call after one place is edited', time(edited, search(queries[0]!)));
  record(
    `suggestion "${slips[0]}", first call after one place is edited`,
    time(edited, suggest(slips[0]!)),
  );
}

console.log(`${count} places, medians of ${runs} runs:\n`);
console.log('| call | median ms |');
console.log('| --- | ---: |');
for (const [name, values] of figures) console.log(`| ${name} | ${median(values).toFixed(1)} |`);
