import { galleryMetadata, viewFromParams, type GalleryParams } from '@/lib/gallery/pages';
import GalleryGrid from '@/components/gallery/GalleryGrid';

/** Metadata and page of the grid routes with parameters (`seite/[seite]`, `kategorie/[kategorie]`…). */
type Props = { params: Promise<GalleryParams> };

export async function generateMetadata({ params }: Props) {
  return galleryMetadata(await viewFromParams(await params));
}

export default async function GalleryRoute({ params }: Props) {
  return <GalleryGrid view={await viewFromParams(await params)} />;
}
