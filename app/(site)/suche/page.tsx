import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import PlaceTiles from '@/components/gallery/PlaceTiles';
import Link from '@/components/navigation/IntentLink';
import SearchForm from '@/components/search/SearchForm';
import { getCategories, getSearchablePlaces } from '@/lib/content';
import { galleryPath } from '@/lib/gallery';
import { pageMetadata } from '@/lib/seo/metadata';
import { SEARCH_PATH, searchPlaces, searchQuery } from '@/lib/search/search';
import { suggestSpelling } from '@/lib/search/suggest';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const queryOf = async ({ searchParams }: Props) => searchQuery((await searchParams).q);

/** Search pages are not for search engines: each query would be a page of its own. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const [t, query] = await Promise.all([getTranslations('Search'), queryOf(props)]);
  return {
    ...(await pageMetadata({
      title: query ? t('resultsTitle', { query }) : t('title'),
      description: t('description'),
      path: SEARCH_PATH,
    })),
    robots: { index: false, follow: true },
  };
}

/**
 * The site search over the places (lib/search): rendered per request, since it depends on the
 * query, and without client JavaScript of its own; the results are the gallery's tiles.
 */
export default async function SearchPage(props: Props) {
  const [t, query, places, categories] = await Promise.all([
    getTranslations('Search'),
    queryOf(props),
    getSearchablePlaces(),
    getCategories(),
  ]);
  const found = query ? searchPlaces(places, categories, query) : [];
  // A query that finds nothing for a typing slip is answered with the nearest spelling's results.
  const suggestion =
    query && !found.length ? suggestSpelling(places, categories, query) : undefined;
  const results = suggestion ?? (query && found.length ? { query, places: found } : undefined);
  return (
    <>
      <h1>{t('title')}</h1>
      <SearchForm query={query} />
      {!query && <p className="lead">{t('intro')}</p>}
      {query && results && (
        <>
          <h2>{t('results', { count: results.places.length, query: results.query })}</h2>
          {suggestion && <p>{t('corrected', { query, suggestion: suggestion.query })}</p>}
          <PlaceTiles
            places={results.places}
            headingLevel="h3"
            more={{ href: '/galerie', label: t('gallery') }}
          />
        </>
      )}
      {query && !results && (
        <div className="prose">
          <h2>{t('noResults', { query })}</h2>
          <p>{t('noResultsHint')}</p>
          <p>{t('browse')}</p>
          <ul>
            {categories.map(({ slug, label }) => (
              <li key={slug}>
                <Link href={galleryPath({ category: slug, page: 1 })}>{label}</Link>
              </li>
            ))}
          </ul>
          <p className="button-row">
            <Link href="/galerie" className="button">
              {t('gallery')}
            </Link>
            <Link href="/karte" className="button button-secondary">
              {t('map')}
            </Link>
          </p>
        </div>
      )}
    </>
  );
}
