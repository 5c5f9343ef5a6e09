import { getTranslations } from 'next-intl/server';
import ItemOverlay from '@/components/gallery/ItemOverlay';

/** `modal`: a place opened from the grid, shown as an overlay (app/(site)/galerie/@modal/(.)[slug]). */
export default async function GalleryLayout({
  children,
  modal,
}: {
  children: React.ReactNode;
  modal: React.ReactNode;
}) {
  const t = await getTranslations('Gallery');
  return (
    <>
      {children}
      <ItemOverlay closeLabel={t('close')}>{modal}</ItemOverlay>
    </>
  );
}
