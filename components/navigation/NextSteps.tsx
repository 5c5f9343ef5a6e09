import { getTranslations } from 'next-intl/server';
import Link from '@/components/navigation/IntentLink';
import { SEARCH_PATH } from '@/lib/search/search';
import styles from './NextSteps.module.css';

const steps = [
  { href: '/karte', key: 'map' },
  { href: '/galerie', key: 'gallery' },
  { href: SEARCH_PATH, key: 'search' },
  { href: '/', key: 'start' },
] as const;

/** Where to go from a page that ends a visit (the 404, the thanks for a message): the ways in. */
export default async function NextSteps() {
  const t = await getTranslations('NextSteps');
  return (
    <nav aria-labelledby="next-steps" className={styles.nextSteps}>
      <h2 id="next-steps" className={styles.heading}>
        {t('heading')}
      </h2>
      <ul className={styles.list}>
        {steps.map(({ href, key }) => (
          <li key={key} className={`card-link ${styles.step}`}>
            <Link href={href} className={styles.link}>
              {t(`${key}.title`)}
            </Link>
            <p className={styles.text}>{t(`${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}
