export type GoogleMapsSettings = { apiKey: string; mapId: string };

/**
 * Google Maps settings from the environment. `NEXT_PUBLIC_` values are read when the site is built
 * (`next build` writes them into the static pages), so changing them needs a new build.
 */
export function googleMapsSettings(): GoogleMapsSettings {
  return {
    /** Empty: the interactive map is not set up; the page says so and still lists every place. */
    apiKey: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim() ?? '',
    /** Advanced markers need a map ID; Google's `DEMO_MAP_ID` works for trying the site out. */
    mapId: process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID?.trim() || 'DEMO_MAP_ID',
  };
}
