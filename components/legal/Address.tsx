import { getSite } from '@/lib/content';
import styles from './Address.module.css';

/** The site owner's postal address (Impressum and the controller in the privacy policy). */
export default async function Address() {
  const { owner } = await getSite();
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
