import 'server-only';
import config from '@payload-config';
import { generatePageMetadata, RootPage } from '@payloadcms/next/views';
import { notFound } from 'next/navigation';
import { importMap } from '@/lib/cms/import-map';
import { ownerAccount } from '@/lib/cms/owner';

type Args = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<{ [key: string]: string | string[] }>;
};

export const generateMetadata = ({ params, searchParams }: Args) =>
  generatePageMetadata({ config, params, searchParams });

/** Payload's admin. Without ADMIN_PASSWORD the backend does not exist (404). */
export default function AdminPage({ params, searchParams }: Args) {
  if (!ownerAccount()) notFound();
  return RootPage({ config, params, searchParams, importMap });
}
