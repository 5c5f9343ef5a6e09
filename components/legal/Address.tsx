import { getContent } from '@/lib/content';

/** The site owner's postal address (Impressum and the controller in the privacy policy). */
export default async function Address() {
  const { owner } = (await getContent()).site;
  return (
    <address>
      {owner.company}
      <br />
      {owner.street}
      <br />
      {owner.postalCode} {owner.city}
      <br />
      {owner.country}
    </address>
  );
}
