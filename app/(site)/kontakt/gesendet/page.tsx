import type { Metadata } from 'next';
import Link from '@/components/navigation/IntentLink';
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
          <Link href="/kontakt" className="button-quiet">
            {t('sent.again')}
          </Link>
        </p>
      </div>
      <NextSteps />
    </>
  );
}
