'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { galleryPath, parseGalleryPath, type GalleryView } from '@/lib/gallery';

/**
 * The grid view shown: the one of the address, or, while a place is open over the grid (the
 * overlay, under the place's own address), the grid's last one, which stays behind it.
 */
export function useGalleryView(): GalleryView {
  const view = parseGalleryPath(usePathname());
  const [grid, setGrid] = useState<GalleryView>(view ?? { page: 1 });
  // Adjusting state while rendering: the grid's view follows every grid address at once.
  if (view && galleryPath(view) !== galleryPath(grid)) setGrid(view);
  return view ?? grid;
}
