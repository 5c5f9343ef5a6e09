import type { Metadata } from 'next';
import ArrowLink from '@/components/navigation/ArrowLink';
import { getTranslations } from 'next-intl/server';
import NextSteps from '@/components/navigation/NextSteps';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Contact');
  return { title: t('sent.title'), robots: { index: false } };
}

/**
 * Where the form without JavaScript leads after a successful post (303 from its action, or from
 * /kontakt/senden for a plain POST).
 */
export default async function SentPage() {
  const t = await getTranslations('Contact');
  return (
    <>
      <div className="prose">
        <h1>{t('sent.title')}</h1>
        <p className="lead">{t('sent.text')}</p>
        <p>
          <ArrowLink href="/kontakt">{t('sent.again')}</ArrowLink>
        </p>
      </div>
      <NextSteps />
    </>
  );
}
