import 'server-only';
import type { Payload } from 'payload';

/** The site's name as the owner set it in the backend's "Website" settings. */
export async function siteName(payload: Payload) {
  const { name } = await payload.findGlobal({ slug: 'site', depth: 0 });
  return name;
}

/**
 * The site's icon (public/icon.svg); its pages show the same icon in the browser's tab as a PNG
 * (app/icon.png), which the browser decodes without building an SVG document.
 */
export const siteIcon = '/icon.svg';
