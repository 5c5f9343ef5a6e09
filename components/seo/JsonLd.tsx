import { serializeJsonLd } from '@/lib/seo/structured-data';

/**
 * Structured data for search engines (lib/seo/structured-data.ts). A data block, not a script: the
 * browser runs nothing, the Content-Security-Policy does not apply, and no JavaScript is added.
 */
export default function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
