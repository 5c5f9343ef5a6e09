import config from '@payload-config';
import { generatePageMetadata, RootPage } from '@payloadcms/next/views';
import { importMap } from '@/lib/cms/import-map';

type Args = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<{ [key: string]: string | string[] }>;
};

export const generateMetadata = ({ params, searchParams }: Args) =>
  generatePageMetadata({ config, params, searchParams });

/** Payload's admin (its layout answers 404 when the backend is switched off). */
export default function AdminPage({ params, searchParams }: Args) {
  return RootPage({ config, params, searchParams, importMap });
}
