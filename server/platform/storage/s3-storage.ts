import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { ObjectStorage } from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

/**
 * Any S3-compatible store through the AWS SDK: presigned PUT for uploads, presigned GET for reads.
 * A presigned PUT cannot cap the size, so the record step checks the stored size (and deletes
 * anything over the limit).
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly opts: S3Options) {
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle ?? !!opts.endpoint,
      credentials: opts.accessKeyId && opts.secretAccessKey ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } : undefined,
      // Checksums only where S3 requires them. By default the SDK signs a CRC32 of the (empty)
      // body into presigned PUT URLs, so S3 would refuse the browser's real file as a bad digest;
      // it also cannot send a stream of unknown length.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async createUploadUrl(key: string, o: { expiresInSeconds: number; contentType?: string }): Promise<string> {
    return getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.opts.bucket, Key: key, ContentType: o.contentType }), {
      expiresIn: o.expiresInSeconds,
    });
  }

  async createReadUrl(key: string, o: { expiresInSeconds: number; contentType?: string }): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.opts.bucket, Key: key, ResponseContentType: o.contentType }), {
      expiresIn: o.expiresInSeconds,
    });
  }

  async head(key: string) {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: key }));
      return { size: r.ContentLength ?? 0 };
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async readStart(key: string, bytes: number): Promise<Buffer> {
    const r = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
    return Buffer.from(await r.Body!.transformToByteArray());
  }

  async localInput(key: string, expiresInSeconds: number): Promise<string> {
    return this.createReadUrl(key, { expiresInSeconds });
  }

  /** Small generated files (posters, pictures): a stream is read whole, since S3 needs its length up front. */
  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
    await this.client.send(new PutObjectCommand({ Bucket: this.opts.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async seal(from: string, to: string): Promise<void> {
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: from }));
    // If-Match: a PUT that lands between the look and the copy makes the copy fail, not slip through.
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.opts.bucket,
        Key: to,
        CopySource: `${this.opts.bucket}/${from}`,
        CopySourceIfMatch: head.ETag,
        MetadataDirective: 'COPY',
      }),
    );
    await this.delete(from);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }));
  }

  async listOlderThan(prefix: string, before: Date): Promise<string[]> {
    const out: string[] = [];
    let token: string | undefined;
    do {
      const r = await this.client.send(new ListObjectsV2Command({ Bucket: this.opts.bucket, Prefix: `${prefix}/`, ContinuationToken: token }));
      for (const o of r.Contents ?? []) if (o.Key && o.LastModified && o.LastModified < before) out.push(o.Key);
      token = r.IsTruncated ? r.NextContinuationToken : undefined;
    } while (token);
    return out;
  }
}
