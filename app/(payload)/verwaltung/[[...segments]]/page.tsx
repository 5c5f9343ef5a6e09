import config from '@payload-config';
import { generatePageMetadata, RootPage } from '@payloadcms/next/views';
import type { Metadata } from 'next';
import { getPayload } from 'payload';
import { importMap } from '@/lib/cms/import-map';
import { siteName } from '@/lib/cms/site-name';

type Args = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<{ [key: string]: string | string[] }>;
};

/**
 * The browser tab's title: Payload's (the screen's name), then the site's name. No Open Graph or
 * Twitter cards: they would describe Payload, and nobody shares the backend.
 */
export async function generateMetadata({ params, searchParams }: Args): Promise<Metadata> {
  const [metadata, name] = await Promise.all([
    generatePageMetadata({ config, params, searchParams }),
    getPayload({ config }).then(siteName),
  ]);
  const { title } = metadata;
  const screen =
    typeof title === 'string'
      ? title
      : title && 'absolute' in title
        ? title.absolute
        : title?.default;
  return {
    ...metadata,
    openGraph: null,
    twitter: null,
    title: { absolute: [screen?.trim(), `${name} (Verwaltung)`].filter(Boolean).join(' – ') },
  };
}

/**
 * The screens Payload shows without its navigation (log in, forgotten password …): they have no
 * landmark of their own, so the whole screen is the page's main content.
 */
const minimalScreens = new Set([
  'login',
  'logout',
  'logout-inactivity',
  'forgot',
  'reset',
  'unauthorized',
]);

/** Payload's admin (its layout answers 404 when the backend is switched off). */
export default async function AdminPage({ params, searchParams }: Args) {
  const page = await RootPage({ config, params, searchParams, importMap });
  const [screen] = (await params).segments ?? [];
  return screen && minimalScreens.has(screen) ? <main>{page}</main> : page;
}
