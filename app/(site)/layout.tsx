import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import ClientMessages from '@/components/layout/ClientMessages';
import Footer from '@/components/layout/Footer';
import Header from '@/components/layout/Header';
import JsonLd from '@/components/seo/JsonLd';
import RouteFocus from '@/components/navigation/RouteFocus';
import { LIVE_REGION_ID } from '@/components/layout/announce';
import { getSite } from '@/lib/content';
import { siteUrl } from '@/lib/site-url';
import { siteGraph } from '@/lib/seo/structured-data';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSite();
  return {
    metadataBase: new URL(siteUrl),
    title: { default: `${site.name} – ${site.tagline}`, template: `%s – ${site.name}` },
    description: site.description,
    applicationName: site.name,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f7f6f2' },
    { media: '(prefers-color-scheme: dark)', color: '#121417' },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('Layout');
  const site = await getSite();
  return (
    <html lang="de">
      <body>
        <a className="skip-link" href="#inhalt">
          {t('skipLink')}
        </a>
        {/* The header's trip link and the error page; each page hands down its own (ClientMessages). */}
        <ClientMessages namespaces={['Error', 'TripActions']}>
          <Header />
          <main id="inhalt" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <JsonLd data={siteGraph(site)} />
          <RouteFocus />
        </ClientMessages>
        <div
          id={LIVE_REGION_ID}
          aria-live="polite"
          aria-atomic="true"
          className="visually-hidden"
        />
      </body>
    </html>
  );
}
