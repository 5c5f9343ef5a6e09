import { getTranslations } from 'next-intl/server';
import { MAX_QUERY_LENGTH, SEARCH_PATH } from '@/lib/search/search';
import formStyles from '@/components/forms/forms.module.css';
import styles from './SearchForm.module.css';

const ERROR_ID = 'search-query-error';

/**
 * The search form: a plain GET form (works without JavaScript, and its results page is loaded as a
 * document with its own policy) that shows the query searched for, and asks for one when it was sent empty.
 * Without a query (the header's search entry, a query sent empty) its field takes the focus: the
 * visitor came to type. With one, the results are what she reads.
 */
export default async function SearchForm({ query }: { query?: string }) {
  const t = await getTranslations('Search');
  const empty = query === '';
  return (
    <form method="get" action={SEARCH_PATH} role="search" className={styles.form}>
      <div className={styles.field}>
        <label htmlFor="search-query">{t('label')}</label>
        {/* Above the field, so that the button stays level with the field. */}
        {empty && (
          <p id={ERROR_ID} className={formStyles.error}>
            {t('emptyQuery')}
          </p>
        )}
        <input
          id="search-query"
          className={formStyles.input}
          type="search"
          name="q"
          defaultValue={query}
          autoFocus={!query}
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
          aria-invalid={empty || undefined}
          aria-describedby={empty ? ERROR_ID : undefined}
        />
      </div>
      <button type="submit" className="button">
        {t('submit')}
      </button>
    </form>
  );
}
