import type { Metadata } from 'next';
import SiteLayout, { generateMetadata as siteMetadata } from './(site)/layout';
import NotFound, { generateMetadata as notFoundMetadata } from './(site)/not-found';

/**
 * The 404 page of addresses no route matches. With a root layout per route group (the site's and
 * the owner's backend's), Next.js composes no 404 from a layout, so this page renders the site's
 * layout around the site's not-found page itself (`experimental.globalNotFound`).
 */
export async function generateMetadata(): Promise<Metadata> {
  const [site, notFound] = await Promise.all([siteMetadata(), notFoundMetadata()]);
  return { ...site, ...notFound };
}

export default function GlobalNotFound() {
  return (
    <SiteLayout>
      <NotFound />
    </SiteLayout>
  );
}
