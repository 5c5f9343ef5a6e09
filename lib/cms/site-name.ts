import 'server-only';
import type { Payload } from 'payload';

/** The site's name as the owner set it in the backend's "Website" settings. */
export async function siteName(payload: Payload) {
  const { name } = await payload.findGlobal({ slug: 'site', depth: 0 });
  return name;
}

/** The site's icon (app/icon.svg), the one its pages show in the browser's tab. */
export const siteIcon = '/icon.svg';
