import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import PlaceList from '@/components/map/PlaceList';
import PageStructuredData from '@/components/seo/PageStructuredData';
import { getCategories, getCategory } from '@/lib/content';
import { MAP_PAGE, mapPath } from '@/lib/map/page.mjs';
import { pageMetadata } from '@/lib/seo/metadata';

/** The map of one category (its chip's address): prerendered, a plain link without JavaScript. */
type Props = { params: Promise<{ kategorie: string }> };

async function categoryOf({ params }: Props) {
  const category = await getCategory((await params).kategorie);
  if (!category) notFound();
  return category;
}

export const dynamicParams = true;
export const generateStaticParams = async () =>
  (await getCategories()).map(({ slug }) => ({ kategorie: slug }));

export async function generateMetadata(props: Props) {
  const t = await getTranslations('Map');
  const category = await categoryOf(props);
  return pageMetadata({
    title: t('categoryTitle', { category: category.label }),
    description: t('categoryDescription', { category: category.label }),
    path: mapPath(category.slug),
  });
}

export default async function MapCategoryPage(props: Props) {
  const t = await getTranslations('Map');
  const category = await categoryOf(props);
  return (
    <>
      <PlaceList category={category} />
      <PageStructuredData
        trail={[
          { name: t('title'), path: MAP_PAGE },
          { name: category.label, path: mapPath(category.slug) },
        ]}
      />
    </>
  );
}
