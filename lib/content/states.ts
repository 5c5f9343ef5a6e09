import { slugify } from '@/lib/slug';

/**
 * The 50 states and the District of Columbia, as the site names them: the German name where German
 * has one of its own (Kalifornien), else the English one, as German atlases and the German
 * Wikipedia do (North Carolina, New Mexico, Pennsylvania). A place's `state` is one of these.
 */
export const STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kalifornien',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'Washington, D.C.',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

export type State = (typeof STATES)[number];

export { DISTRICT, stateKind } from './district';

/** Other spellings of a state an owner may have typed before the list (English, older German). */
const STATE_ALIASES: Record<string, State> = {
  california: 'Kalifornien',
  'district-of-columbia': 'Washington, D.C.',
  'washington-dc': 'Washington, D.C.',
  dc: 'Washington, D.C.',
  'nord-carolina': 'North Carolina',
  'sued-carolina': 'South Carolina',
  'nord-dakota': 'North Dakota',
  'sued-dakota': 'South Dakota',
  'west-virginien': 'West Virginia',
  neumexiko: 'New Mexico',
  'neu-mexiko': 'New Mexico',
  pennsylvanien: 'Pennsylvania',
  virginien: 'Virginia',
};

const bySlug = new Map<string, State>([
  ...STATES.map((state): [string, State] => [slugify(state), state]),
  ...Object.entries(STATE_ALIASES),
]);

/**
 * The state of the list a text names: itself, another case or punctuation of it ("washington dc"),
 * or another common spelling ("California"); undefined when it names none.
 */
export const stateOf = (text: string): State | undefined => bySlug.get(slugify(text));

/** The state of the list a text names (see `stateOf`); throws for a text that names none. */
export function listedState(text: string): State {
  const state = stateOf(text);
  if (!state) throw new Error(`Not a state of the list: ${text}`);
  return state;
}

/**
 * The regions of the guide, for a place's fact box. A place's region is one of these, with an
 * optional detail (`regionDetail`: "Florida Keys"), shown as "Süden (Florida Keys)".
 */
export const REGIONS = [
  'Alaska',
  'Mittlerer Westen',
  'Neuengland',
  'Nordosten',
  'Ostküste',
  'Pazifik',
  'Pazifischer Nordwesten',
  'Rocky Mountains',
  'Süden',
  'Südosten',
  'Südwesten',
  'Westen',
  'Westküste',
] as const;

export type Region = (typeof REGIONS)[number];

/**
 * A region as it was typed before the list ("Süden (Florida Keys)") split into the region of the
 * list and its detail; a text whose start is no region of the list is kept whole as the detail.
 */
export function splitRegion(text: string): { region?: Region; detail?: string } {
  const [, name = '', detail] = /^([^(]*?)\s*(?:\((.*)\))?\s*$/.exec(text.trim()) ?? [];
  const region = REGIONS.find((candidate) => slugify(candidate) === slugify(name));
  if (!region) return { detail: text.trim() || undefined };
  return { region, detail: detail?.trim() || undefined };
}

/** A region and its detail as the fact box shows them: "Süden (Florida Keys)". */
export function regionText(region?: string | null, detail?: string | null): string | undefined {
  if (region && detail) return `${region} (${detail})`;
  return region || detail || undefined;
}
