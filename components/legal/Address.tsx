import { getContent } from '@/lib/content';
import styles from './Address.module.css';

/** The site owner's postal address (Impressum and the controller in the privacy policy). */
export default async function Address() {
  const { owner } = (await getContent()).site;
  return (
    <address className={styles.address}>
      <strong>{owner.company}</strong>
      <br />
      {owner.street}
      <br />
      {owner.postalCode} {owner.city}
      <br />
      {owner.country}
    </address>
  );
}
