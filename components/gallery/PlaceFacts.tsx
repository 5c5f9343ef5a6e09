import { getFormatter, getTranslations } from 'next-intl/server';
import type { Place } from '@/lib/content';
import { googleMapsDirectionsUrl } from '@/lib/map/places';
import styles from './PlaceFacts.module.css';

const TITLE_ID = 'place-facts-title';

/** The website's address as its link text: without scheme, `www.` and a trailing slash. */
const displayUrl = (url: string) => url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '');

/**
 * What a traveller needs before going, as a description list: its highlights, how long a visit
 * takes, the facts and the owner's tip, only those the place has (an older place may lack them),
 * the way there in Google Maps (a plain link: nothing is loaded from Google before the visitor
 * follows it) and when the content was last changed.
 */
export default async function PlaceFacts({
  place,
  className,
}: {
  place: Place;
  /** Where the page's layout puts it. */
  className?: string;
}) {
  const t = await getTranslations('Place');
  const format = await getFormatter();
  const { region, bestTime, arrival, admission, timeZone, website, timeNeeded } = place.facts;
  const newTab = <span className="visually-hidden"> {t('newTab')}</span>;
  const facts = [
    ['state', place.state],
    ['region', region],
    ['timeNeeded', timeNeeded],
    ['bestTime', bestTime],
    ['arrival', arrival],
    ['admission', admission],
    ['timeZone', timeZone],
  ] as const;

  return (
    <section
      aria-labelledby={TITLE_ID}
      className={className ? `${styles.facts} ${className}` : styles.facts}
    >
      <h2 id={TITLE_ID} className={styles.title}>
        {t('facts')}
      </h2>
      <dl className={styles.list}>
        {place.highlights.length > 0 && (
          <div>
            <dt>{t('highlights')}</dt>
            <dd>
              <ul className={styles.highlights}>
                {place.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {facts.map(
          ([label, value]) =>
            value && (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ),
        )}
        {website && (
          <div>
            <dt>{t('website')}</dt>
            <dd>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.website}
              >
                {displayUrl(website)}
                {newTab}
              </a>
            </dd>
          </div>
        )}
        {place.tip && (
          <div className={styles.tip}>
            <dt>{t('tip')}</dt>
            <dd>{place.tip}</dd>
          </div>
        )}
      </dl>
      <p>
        <a
          href={googleMapsDirectionsUrl(place)}
          target="_blank"
          rel="noopener noreferrer"
          className="button button-secondary"
        >
          {t('directions')}
          {newTab}
        </a>
      </p>
      {place.updatedAt && (
        <p className={styles.updated}>
          {t('updated')}{' '}
          <time dateTime={place.updatedAt}>
            {format.dateTime(new Date(place.updatedAt), { dateStyle: 'long' })}
          </time>
        </p>
      )}
    </section>
  );
}
