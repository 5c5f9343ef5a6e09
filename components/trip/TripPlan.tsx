import { getTranslations } from 'next-intl/server';
import Image from '@/components/media/Image';
import Link from '@/components/navigation/IntentLink';
import ShareButton from '@/components/gallery/ShareButton';
import { categoryLabel, getCategories, type Place, type PlaceEntry } from '@/lib/content';
import { germanOrder } from '@/lib/gallery';
import { siteUrl } from '@/lib/site-url';
import { MAX_STOPS, moved, TRIP_PATH, TRIP_QUERY, tripPath } from '@/lib/trip/list';
import { directionsUrls, legKms, routeKm, suggestedOrder } from '@/lib/trip/route';
import { roughKm } from '@/lib/map/distance';
import { googleMapsSettings } from '@/lib/map/settings';
import PlanControls from './PlanControls';
import TripMap from './TripMap';
import TripMapArea from './TripMapArea';
import forms from '@/components/forms/forms.module.css';
import styles from './TripPlan.module.css';

type Props = {
  /** The plan's places, in its order. */
  places: Place[];
  /** Every published place: those not on the plan can be added (a form, also without JavaScript). */
  all: PlaceEntry[];
  /** The address named the list (`?orte=`, maybe empty): it is the visitor's list from now on. */
  fromAddress: boolean;
  /** Slugs of the address that name no published place. */
  unknown: string[];
  /** The address named more than MAX_STOPS places. */
  overflow: boolean;
  /** The visitor chose to load Google Maps always (the consent cookie, read on the server). */
  mapConsent: boolean;
};

const ORDER_ID = 'trip-order';
const TAKE_ALONG_ID = 'trip-take-along';
const ADD_ID = 'trip-add';

/**
 * The trip plan: the places on the drawn map (Google's after consent), in their order with the straight-line distance of
 * each leg and the total, each with its photo, best time and time needed; links that move a place
 * up or down or take it out (each a new address of the plan: they work without JavaScript), a
 * shorter order to take over, the ways to take the plan along (its address, Google Maps, print), and
 * a form that adds a place.
 */
export default async function TripPlan({
  places,
  all,
  fromAddress,
  unknown,
  overflow,
  mapConsent,
}: Props) {
  const t = await getTranslations('Trip');
  const { apiKey, mapId } = googleMapsSettings();
  const categories = await getCategories();
  const slugs = places.map(({ slug }) => slug);
  const legs = legKms(places);
  const total = routeKm(places);
  const suggestion = suggestedOrder(places);
  const saved = total - routeKm(suggestion);
  const directions = directionsUrls(places);
  const others = all
    .filter(({ slug }) => !slugs.includes(slug))
    .sort((a, b) => germanOrder(a.title, b.title));
  const path = tripPath(slugs);

  return (
    <PlanControls slugs={slugs} fromAddress={fromAddress}>
      {unknown.length > 0 && (
        <p className={styles.notice}>
          {t('unknown', { count: unknown.length, slugs: unknown.join(', ') })}
        </p>
      )}
      {overflow && <p className={styles.notice}>{t('tooMany', { max: MAX_STOPS })}</p>}
      {places.length === 0 ? (
        <div className="prose">
          <p className="lead">{t('empty')}</p>
          <p>{t('emptyHint')}</p>
          <p className="button-row">
            <Link href="/galerie" className="button">
              {t('browseGallery')}
            </Link>
            <Link href="/karte" className="button button-secondary">
              {t('browseMap')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="lead">{t('intro', { count: places.length, km: roughKm(total) })}</p>
          <div className={styles.frame}>
            <div className={styles.layout}>
              <TripMapArea
                apiKey={apiKey}
                mapId={mapId}
                stops={places.map(({ slug, title, location }, index) => ({
                  slug,
                  name: t('stopMarker', { position: index + 1, title }),
                  lat: location.lat,
                  lng: location.lng,
                }))}
                rememberedOnServer={mapConsent}
              >
                <TripMap places={places} label={t('mapLabel', { count: places.length })} />
              </TripMapArea>
              <section aria-labelledby={ORDER_ID} className={styles.order}>
                <h2 id={ORDER_ID} tabIndex={-1}>
                  {t('order')}
                </h2>
                {places.length > 1 && <p className={styles.hint}>{t('orderHint')}</p>}
                {saved >= 10 && (
                  <div className={styles.suggestion}>
                    <p>
                      {t('suggestHint', {
                        first: places[0]!.title,
                        saved: roughKm(saved),
                        order: suggestion.map(({ title }) => title).join(' → '),
                      })}
                    </p>
                    <a
                      href={tripPath(suggestion.map(({ slug }) => slug))}
                      data-soft=""
                      data-then={`#${ORDER_ID}`}
                      data-said={t('suggestTaken')}
                      className="button button-secondary"
                    >
                      {t('suggest')}
                    </a>
                  </div>
                )}
                <ol className={styles.stops}>
                  {places.map((place, index) => {
                    const { bestTime, timeNeeded } = place.facts;
                    const next = places[index + 1];
                    const move = (to: number) => tripPath(moved(slugs, index, to));
                    return (
                      <li key={place.slug} className={styles.stop} data-slug={place.slug} draggable>
                        <span className={styles.number} aria-hidden="true">
                          {index + 1}
                        </span>
                        {/* Decorative: the name beside it says which place it shows. */}
                        <Image
                          className={styles.photo}
                          src={place.image.src}
                          width={120}
                          height={90}
                          alt=""
                        />
                        <div className={styles.text}>
                          <h3 className={styles.title}>
                            <a href={`/galerie/${place.slug}`}>{place.title}</a>
                          </h3>
                          <p className={styles.meta}>
                            {`${categoryLabel(categories, place.category)} · ${place.state}`}
                          </p>
                          {(bestTime || timeNeeded) && (
                            <dl className={styles.facts}>
                              {bestTime && (
                                <div>
                                  <dt>{t('bestTime')}</dt>
                                  <dd>{bestTime}</dd>
                                </div>
                              )}
                              {timeNeeded && (
                                <div>
                                  <dt>{t('timeNeeded')}</dt>
                                  <dd>{timeNeeded}</dd>
                                </div>
                              )}
                            </dl>
                          )}
                          <p className={styles.controls}>
                            {index > 0 && (
                              <a href={move(index - 1)} data-soft="" data-move="up">
                                {t('up')}
                                <span className="visually-hidden"> – {place.title}</span>
                              </a>
                            )}
                            {next && (
                              <a href={move(index + 1)} data-soft="" data-move="down">
                                {t('down')}
                                <span className="visually-hidden"> – {place.title}</span>
                              </a>
                            )}
                            <a
                              href={tripPath(slugs.filter((slug) => slug !== place.slug))}
                              data-soft=""
                              data-move="remove"
                            >
                              {t('removeFromPlan')}
                              <span className="visually-hidden"> – {place.title}</span>
                            </a>
                          </p>
                        </div>
                        {next && (
                          <p className={styles.leg}>
                            <span aria-hidden="true">↓ </span>
                            {t('leg', { km: roughKm(legs[index]!), title: next.title })}
                          </p>
                        )}
                      </li>
                    );
                  })}
                </ol>
                {places.length > 1 && (
                  <>
                    <p className={styles.total}>{t('total', { km: roughKm(total) })}</p>
                    <p className={styles.hint}>{t('distanceNote')}</p>
                  </>
                )}
              </section>
            </div>
          </div>
          <section aria-labelledby={TAKE_ALONG_ID} className={styles.takeAlong}>
            <h2 id={TAKE_ALONG_ID}>{t('takeAlong')}</h2>
            <p className={styles.address}>
              {t('share')}: <a href={path}>{`${siteUrl}${path}`}</a>
            </p>
            <p className={styles.actions}>
              <ShareButton title={t('title')} text={t('description')} path={path} />
              <button type="button" className="button button-secondary" data-print="">
                {t('print')}
              </button>
            </p>
            {directions.length > 0 && (
              <>
                <ul className={styles.directions}>
                  {directions.map((url, index) => (
                    <li key={url}>
                      <a href={url} target="_blank" rel="noopener noreferrer">
                        {directions.length > 1
                          ? t('directionsPart', { part: index + 1, parts: directions.length })
                          : t('directions')}
                        <span aria-hidden="true"> ↗</span>
                        <span className="visually-hidden"> {t('newTab')}</span>
                      </a>
                    </li>
                  ))}
                </ul>
                <p className={styles.hint}>{t('directionsNote')}</p>
              </>
            )}
          </section>
        </>
      )}
      {others.length > 0 && places.length < MAX_STOPS && (
        <section aria-labelledby={ADD_ID} className={styles.add}>
          <h2 id={ADD_ID}>{t('addMore')}</h2>
          <form action={TRIP_PATH} method="get" className={styles.addForm}>
            {slugs.length > 0 && <input type="hidden" name={TRIP_QUERY} value={slugs.join(',')} />}
            <label htmlFor="trip-add-place">{t('addMoreLabel')}</label>
            {/* No place is chosen for her: the first of the list was added by a hasty tap. */}
            <select
              id="trip-add-place"
              name={TRIP_QUERY}
              className={forms.input}
              required
              defaultValue=""
            >
              <option value="" disabled>
                {t('addMoreChoose')}
              </option>
              {others.map(({ slug, title }) => (
                <option key={slug} value={slug}>
                  {title}
                </option>
              ))}
            </select>
            <button type="submit" className="button button-secondary">
              {t('addMoreSubmit')}
            </button>
          </form>
          <p className={styles.hint}>{t('limit', { max: MAX_STOPS })}</p>
          <p className={styles.withoutScript}>{t('withoutScript')}</p>
        </section>
      )}
      {places.length > 0 && (
        <p className={styles.clear}>
          <a
            href={`${TRIP_PATH}?${TRIP_QUERY}=`}
            data-soft=""
            data-then="main h1"
            data-said={t('cleared')}
          >
            {t('clear')}
          </a>
        </p>
      )}
    </PlanControls>
  );
}
