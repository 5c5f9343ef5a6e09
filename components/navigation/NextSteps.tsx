import { getTranslations } from 'next-intl/server';
import Link from '@/components/navigation/IntentLink';
import { mainNavigation } from '@/lib/navigation';
import styles from './NextSteps.module.css';

/** The ways in, in this order: pages of the main navigation, with their addresses from there. */
const steps = (['map', 'gallery', 'search', 'start'] as const).map((key) => ({
  key,
  href: mainNavigation.find((page) => page.key === key)?.href ?? '/',
}));

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
