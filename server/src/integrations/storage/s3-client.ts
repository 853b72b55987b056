/**
 * The S3 client settings, in one place for the storage itself and for the backup, which also lists
 * the bucket (server/src/ops/backup/stored-files.ts).
 */
import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** The bucket's settings from the environment; null when photos stay in DATA_DIR/uploads. */
export function s3OptionsFrom(config: Config): S3Options | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? 'us-east-1',
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  };
}

export function createS3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Path-style addressing works with every S3-compatible server, not only AWS.
    forcePathStyle: !!options.endpoint,
    // Checksums only where S3 requires them: several S3-compatible servers reject the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });
}
