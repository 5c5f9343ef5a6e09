/**
 * @jest-environment node
 */
import { s3Storage } from '@payloadcms/storage-s3';
import { vercelBlobStorage } from '@payloadcms/storage-vercel-blob';
import { storagePlugin } from './storage';

// Payload's storage plugins (ES modules Jest does not load) as stand-ins: what is tested here is
// which store the environment chooses and which settings it refuses.
jest.mock('@payloadcms/storage-s3', () => ({ s3Storage: jest.fn(() => 's3') }));
jest.mock('@payloadcms/storage-vercel-blob', () => ({ vercelBlobStorage: jest.fn(() => 'blob') }));

const s3 = { S3_BUCKET: 'fotos', S3_ACCESS_KEY_ID: 'zugang', S3_SECRET_ACCESS_KEY: 'geheim' };
const s3Options = () => jest.mocked(s3Storage).mock.lastCall![0];

test('half a bucket setting stops the start with the variable to fix, instead of failing every photo later', () => {
  expect(() => storagePlugin({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
    'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
  );
  expect(() => storagePlugin({ S3_BUCKET: 'fotos', S3_ENDPOINT: 'https://s3.example' })).toThrow(
    'S3_ENDPOINT needs S3_ACCESS_KEY_ID too',
  );
  expect(() => storagePlugin(s3)).toThrow('S3_BUCKET on AWS needs S3_REGION');
  expect(() => storagePlugin({ BLOB_READ_WRITE_TOKEN: 'geheim' })).toThrow(
    'BLOB_READ_WRITE_TOKEN is not a Vercel Blob token',
  );
});

test('without a store the photos stay on disk, with the store’s fields in the schema all the same', () => {
  expect(storagePlugin({})).toBe('s3');
  expect(s3Options()).toMatchObject({ enabled: false, alwaysInsertFields: true });
});

test('a bucket of another service is addressed by path at its endpoint; on AWS by its region', () => {
  storagePlugin({ ...s3, S3_ENDPOINT: 'https://fsn1.your-objectstorage.com' });
  expect(s3Options()).toMatchObject({
    enabled: true,
    bucket: 'fotos',
    config: {
      endpoint: 'https://fsn1.your-objectstorage.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'zugang', secretAccessKey: 'geheim' },
    },
  });
  storagePlugin({ S3_BUCKET: 'fotos', S3_REGION: 'eu-central-1' });
  expect(s3Options()).toMatchObject({
    enabled: true,
    config: { region: 'eu-central-1', forcePathStyle: false, credentials: undefined },
  });
});

test('a Vercel Blob token wins over a bucket', () => {
  const token = 'vercel_blob_rw_abc123_def456';
  expect(storagePlugin({ ...s3, BLOB_READ_WRITE_TOKEN: token })).toBe('blob');
  expect(jest.mocked(vercelBlobStorage).mock.lastCall![0]).toMatchObject({ token });
});
