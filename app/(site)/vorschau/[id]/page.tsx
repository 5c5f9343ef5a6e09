import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import PlaceDetail from '@/components/gallery/PlaceDetail';
import { getPlacePreview } from '@/lib/content';
import styles from './page.module.css';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Preview');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The owner's preview of a place (the backend's "Vorschau" button): its newest version, draft or
 * not, as its page will show it. Rendered per request; a 404 for anyone but the logged-in owner.
 */
export default async function PlacePreviewPage({ params }: Props) {
  const t = await getTranslations('Preview');
  const preview = await getPlacePreview((await params).id, await headers());
  if (!preview) notFound();
  return (
    <>
      <p className={styles.notice}>{t('notice')}</p>
      {'place' in preview ? (
        <PlaceDetail place={preview.place} variant="page" />
      ) : (
        <div className="prose">
          <h1>{preview.title ?? t('untitled')}</h1>
          <p>{t('incomplete')}</p>
          <ul>
            {preview.missing.map((field) => (
              <li key={field}>{t(`fields.${field}`)}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
