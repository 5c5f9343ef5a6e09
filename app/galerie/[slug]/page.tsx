import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { content, getCategory, getPlace } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return content.places.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props) {
  const place = getPlace((await params).slug);
  if (!place) return {};
  return pageMetadata({
    title: place.title,
    description: place.summary,
    path: `/galerie/${place.slug}`,
    images: [place.image.src],
  });
}

export default async function PlacePage({ params }: Props) {
  const place = getPlace((await params).slug);
  if (!place) notFound();
  const t = await getTranslations('Ort');
  return (
    <article className="prose">
      <p>
        <Link href="/galerie">{t('back')}</Link>
      </p>
      <h1>{place.title}</h1>
      <p className="lead">
        {getCategory(place.category)?.label} · {place.state}
      </p>
      <Image
        src={place.image.src}
        width={place.image.width}
        height={place.image.height}
        alt={place.image.alt}
        sizes="(min-width: 48rem) 44rem, 100vw"
        priority
      />
      {place.description.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <Link href={`/karte?ort=${place.slug}`} className="button">
          {t('showOnMap')}
        </Link>
      </p>
    </article>
  );
}
