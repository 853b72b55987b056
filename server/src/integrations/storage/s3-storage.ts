/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) for a site served by several
 * server processes. The bucket stays private: browsers get files through /uploads on our origin.
 */
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { assertSafeKey, contentTypeForKey, publicUrlFor } from './keys';
import type { Storage } from './storage-interface';
import { createS3Client, type S3Options } from './s3-client';

export type { S3Options };

export function createS3Storage(options: S3Options): Storage {
  const client = createS3Client(options);

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!result.Body) return null;
        return {
          body: result.Body as Readable,
          contentType: result.ContentType ?? contentTypeForKey(key),
          size: result.ContentLength,
        };
      } catch (error) {
        const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    url: publicUrlFor,
  };
}
