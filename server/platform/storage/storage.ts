import type { Readable } from 'node:stream';

/** Object storage behind one interface: local disk (default) or any S3-compatible store. */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** A URL the browser PUTs the file to; it expires and (local disk) stops at maxBytes. */
  createUploadUrl(key: string, opts: { maxBytes: number; expiresInSeconds: number; contentType?: string }): Promise<string>;
  /** A URL that streams the object (range requests work), valid for a while. */
  createReadUrl(key: string, opts: { expiresInSeconds: number; contentType?: string }): Promise<string>;
  /** Size of the object, or null when it does not exist. */
  head(key: string): Promise<{ size: number } | null>;
  /** The first bytes of the object (content sniffing). */
  readStart(key: string, bytes: number): Promise<Buffer>;
  /** A URL or path that ffmpeg/ffprobe can read the object from. */
  localInput(key: string, expiresInSeconds: number): Promise<string>;
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * Where a store cannot revoke an upload URL (S3's presigned PUT), recording moves the object to
   * `to`, a key no URL was ever issued for, copying only the bytes that were there when it looked
   * (ETag); the upload key is deleted. Later PUTs to the old URL cannot touch the record.
   * Local disk has no seal: its upload link refuses a second PUT itself (decision 021).
   */
  seal?(from: string, to: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Keys under a prefix last modified before a time (orphan clean-up). */
  listOlderThan(prefix: string, before: Date): Promise<string[]>;
}
