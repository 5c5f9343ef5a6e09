import { s3Storage } from '@payloadcms/storage-s3';
import { vercelBlobStorage } from '@payloadcms/storage-vercel-blob';

/** The admin components of both stores, in the backend's import map whichever store is set up. */
const clientHandlers = [
  '@payloadcms/storage-s3/client#S3ClientUploadHandler',
  '@payloadcms/storage-vercel-blob/client#VercelBlobClientUploadHandler',
];
export const storageDependencies = Object.fromEntries(
  clientHandlers.map((path) => [path, { type: 'function' as const, path }]),
);

/**
 * Where the backend keeps uploaded photos: in DATA_DIR/media by default (lib/cms/collections/Media.ts);
 * in Vercel Blob when BLOB_READ_WRITE_TOKEN is set (Vercel sets it when a Blob store is connected
 * to the project); else in an S3-compatible bucket (AWS, Cloudflare R2, MinIO, Hetzner …) when
 * S3_BUCKET is set. Either way a photo keeps its address, /api/media/file/<name>: Payload serves it
 * from the store, so pages, next/image and the access rules stay the same. The store's fields
 * (`_objectKey`, `prefix`) are in the schema with every setting (`alwaysInsertFields`), so that one
 * set of migrations fits them all.
 */
export function storagePlugin(env: Record<string, string | undefined> = process.env) {
  const blobToken = env.BLOB_READ_WRITE_TOKEN?.trim();
  if (blobToken) {
    if (!/^vercel_blob_rw_[a-z\d]+_[a-z\d]+$/i.test(blobToken)) {
      throw new Error('BLOB_READ_WRITE_TOKEN is not a Vercel Blob token (vercel_blob_rw_…)');
    }
    return vercelBlobStorage({
      collections: { media: true },
      token: blobToken,
      alwaysInsertFields: true,
    });
  }
  const bucket = env.S3_BUCKET?.trim();
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const [accessKeyId, secretAccessKey] = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].map(
    (value) => value?.trim() || undefined,
  );
  if (bucket) {
    // Half a setting would start the site and fail every photo at its first request.
    if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
      throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    }
    if (endpoint && !accessKeyId) throw new Error('S3_ENDPOINT needs S3_ACCESS_KEY_ID too');
    if (!endpoint && !env.S3_REGION?.trim()) {
      throw new Error('S3_BUCKET on AWS needs S3_REGION (e.g. eu-central-1)');
    }
  }
  return s3Storage({
    enabled: Boolean(bucket),
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: bucket ?? '',
    config: {
      region: env.S3_REGION?.trim() || 'auto',
      endpoint,
      // Most S3-compatible services other than AWS address buckets by path.
      forcePathStyle: Boolean(endpoint),
      // Without keys on AWS: the SDK's own chain (e.g. the instance's role).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
  });
}
