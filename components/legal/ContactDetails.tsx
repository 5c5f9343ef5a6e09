import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/content';
import { telephoneUri } from '@/lib/content/telephone';
import styles from './ContactDetails.module.css';

/** The site owner's telephone number and e-mail address as links (Impressum, contact page). */
export default async function ContactDetails() {
  const [t, site] = await Promise.all([getTranslations('ContactDetails'), getSite()]);
  const { phone, email } = site.owner;
  return (
    <dl className={styles.details}>
      <dt>{t('phone')}</dt>
      <dd>
        <a href={telephoneUri(phone)}>{phone}</a>
      </dd>
      <dt>{t('email')}</dt>
      <dd>
        <a href={`mailto:${email}`}>{email}</a>
      </dd>
    </dl>
  );
}
