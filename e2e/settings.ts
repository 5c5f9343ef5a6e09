/** The owner's login of the e2e servers (playwright.config.ts sets ADMIN_EMAIL and ADMIN_PASSWORD). */
export const e2eAdminEmail = 'inhaberin@usa-reisefuehrer.example';
export const e2eAdminPassword = 'e2e-Verwaltung-2026';

/**
 * The build was made without a Google Maps key (scripts/test.sh's second leg says so): then
 * e2e/map-without-key.spec.ts runs against it. The tests that load the map would fail against such a
 * build; that leg runs only the spec files it names (scripts/test.sh).
 */
export const buildWithoutMapKey = process.env.E2E_BUILD_WITHOUT_MAP_KEY === '1';
export const buildWithoutMapKeyHint =
  'needs a build without a key: NEXT_PUBLIC_GOOGLE_MAPS_API_KEY= npm run build, then E2E_BUILD_WITHOUT_MAP_KEY=1';

/**
 * The backend's database the e2e builds were made from (scripts/test.sh builds with this DATA_DIR:
 * migrated and filled with the sample site). Every test server starts on a copy of its own, so
 * that it serves the same content as the prerendered pages and its messages start empty.
 */
export const seededDataDir = '.cache/e2e-seed';
