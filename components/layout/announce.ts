/** The id of the page's one polite live region (rendered by the root layout, never replaced). */
export const LIVE_REGION_ID = 'announcements';

/**
 * Has screen readers announce `text` through the root layout's live region. That region outlives
 * client-side navigations, so a page that was just rendered can announce what led to it (a region
 * inserted together with its text is not reliably read). Cleared first, so that the same text
 * twice is announced twice.
 */
export function announce(text: string) {
  const region = document.getElementById(LIVE_REGION_ID);
  if (!region) return;
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = text;
  }, 100);
}
