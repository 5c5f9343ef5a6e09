import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';
import PlaceTiles from '@/components/gallery/PlaceTiles';
import MapPreview from '@/components/map/MapPreview';
import { getContent } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';

const HIGHLIGHTS = 6;

export async function generateMetadata() {
  const { site } = await getContent();
  const title = `${site.name} – ${site.tagline}`;
  return {
    ...(await pageMetadata({ title, description: site.description, path: '/' })),
    title: { absolute: title },
  };
}

export default async function StartPage() {
  const t = await getTranslations('Start');
  const { site, places } = await getContent();
  const highlights = places.slice(0, HIGHLIGHTS);
  return (
    <>
      <section className={styles.hero}>
        <h1>{site.name}</h1>
        <p className="lead">{site.tagline}</p>
        {site.intro.map((paragraph) => (
          <p key={paragraph} className="prose">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="highlights" className={styles.section}>
        <h2 id="highlights">{t('highlightsHeading')}</h2>
        {/* The gallery's masonry grid, read the same way: down each column, then the next. */}
        <PlaceTiles places={highlights} headingLevel="h3" />
        <p>
          <Link href="/galerie" className="button button-secondary">
            {t('allPlaces', { count: places.length })}
          </Link>
        </p>
      </section>

      <section aria-labelledby="map-teaser" className={styles.section}>
        <h2 id="map-teaser">{t('mapTeaserHeading')}</h2>
        <p className="prose">{t('mapTeaserText', { count: places.length })}</p>
        <MapPreview places={places} label={t('mapTeaserLink')} />
      </section>

      <section aria-labelledby="contact-teaser" className={styles.section}>
        <h2 id="contact-teaser">{t('contactHeading')}</h2>
        <p className="prose">{t('contactText')}</p>
        <p>
          <Link href="/kontakt">{t('contactLink')}</Link>
        </p>
      </section>
    </>
  );
}
