import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

/** S3-compatible storage when S3_BUCKET is set, otherwise files under DATA_DIR/objects. */
export function createStorage(config: Config): ObjectStorage {
  if (config.S3_BUCKET) {
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalStorage(path.resolve(config.DATA_DIR, 'objects'), config.STORAGE_SECRET ?? persistentSecret(config.DATA_DIR));
}

/** A signing secret kept beside the data, so signed links survive a restart on one machine. */
function persistentSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'storage-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('hex');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
