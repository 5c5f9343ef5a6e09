import 'server-only';
import config from '@payload-config';
import '@payloadcms/next/css';
import './backend.css';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import { notFound } from 'next/navigation';
import type { ServerFunctionClient } from 'payload';
import { importMap } from '@/lib/cms/import-map';
import { ownerAccount } from '@/lib/cms/owner';

const serverFunction: ServerFunctionClient = async function (args) {
  'use server';
  return handleServerFunctions({ ...args, config, importMap });
};

/**
 * The root layout of the owner's backend (Payload's admin), apart from the site's. Without
 * ADMIN_PASSWORD the backend does not exist: 404 before anything is rendered (in the page, Payload's
 * layout would already have sent the status).
 */
export default function PayloadLayout({ children }: { children: React.ReactNode }) {
  if (!ownerAccount()) notFound();
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  );
}
