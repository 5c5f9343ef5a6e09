import { splitRegion, stateOf } from '@/lib/content/states';

/** A place's state and region as typed before the lists (a row of `places` or of `_places_v`). */
export type TypedValues = {
  id: number | string;
  slug: string | null;
  state: string | null;
  region: string | null;
};

/** The same place on the lists: what fits none of them is kept beside them, not lost. */
export type ListedValues = {
  state: string | null;
  /** A state that named none of the list, as it was (the page shows it until she picks one). */
  legacyState: string | null;
  region: string | null;
  /** What followed the region ("Florida Keys"), or a region that named none of the list, whole. */
  regionDetail: string | null;
};

/**
 * A place's free-text state and region as the lists keep them: "california" → "Kalifornien",
 * "Süden (Florida Keys)" → "Süden" and "Florida Keys". Also the values that fit no list, for the
 * migration's log.
 */
export function onTheLists({ state, region }: TypedValues) {
  const listedState = state ? stateOf(state) : undefined;
  const { region: listedRegion, detail } = region ? splitRegion(region) : {};
  const values: ListedValues = {
    state: listedState ?? null,
    legacyState: state && !listedState ? state : null,
    region: listedRegion ?? null,
    regionDetail: detail ?? null,
  };
  const unknown = [
    state && !listedState && `state "${state}" (kept in legacy_state)`,
    region && !listedRegion && `region "${region}" (kept in facts_region_detail)`,
  ].filter((text): text is string => Boolean(text));
  return { values, unknown };
}

/**
 * The migration step that puts every place and every version of one on the lists, through the
 * dialect's `read` (of `places` or `_places_v`) and `write`; logs each value that fits no list
 * (which is kept, see `onTheLists`), so that the owner's operator can tell her.
 */
export async function carryOverLists(
  tables: {
    name: string;
    read: () => Promise<TypedValues[]>;
    write: (id: TypedValues['id'], values: ListedValues) => Promise<unknown>;
  }[],
  warn: (message: string) => void,
) {
  for (const { name, read, write } of tables) {
    for (const row of await read()) {
      const { values, unknown } = onTheLists(row);
      await write(row.id, values);
      if (unknown.length) {
        const place = `${name} ${String(row.id)} (${row.slug ?? 'no address'})`;
        warn(`Not on the lists: ${place}: ${unknown.join(', ')}`);
      }
    }
  }
}
