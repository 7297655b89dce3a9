/**
 * Media in an S3 bucket (or any S3-compatible server: MinIO, Ceph, Garage), shared by every server
 * process on every machine. Credentials come from the AWS SDK's own chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role): they are never in our settings or logs. An
 * object becomes visible only once whole, so a crash never leaves half a photo. The SDK retries a
 * failed call itself (3 attempts); a PUT of the same bytes to the same key is harmless to repeat.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf, taken, type FileStoreBase, type PutOptions } from './store-base.ts';

export interface S3Settings {
  bucket: string;
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
}

/** An object opened for serving: whole, the byte range asked for, or not modified (no body). */
export interface OpenedObject {
  body: Readable | null;
  status: 200 | 206 | 304;
  size: number;
  contentRange: string | undefined;
  contentType: string;
  etag: string | undefined;
}

const absent = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export class S3Store implements FileStoreBase {
  readonly kind = 's3' as const;

  constructor(
    private readonly client: S3Client,
    private readonly settings: S3Settings,
  ) {}

  private key(key: string): string {
    if (key.split('/').some((part) => part === '..' || part === '.' || part === ''))
      throw new Error(`bad file key: ${key}`);
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  /** A new file is a conditional write (If-None-Match: *), which S3 refuses with 412 on a taken key. */
  async put(key: string, bytes: Buffer, opts: PutOptions = {}): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(key),
          Body: bytes,
          ContentType: contentTypeOf(key),
          IfNoneMatch: opts.replace ? undefined : '*',
        }),
      );
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) throw taken(key);
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const object = await this.open(key);
    if (!object?.body) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * `range` and `ifNoneMatch` are the request's Range and If-None-Match headers, passed on as they
   * came: S3 answers the range (206), the whole (200) or that the client's copy is current (304).
   */
  async open(key: string, headers: { range?: string; ifNoneMatch?: string } = {}): Promise<OpenedObject | null> {
    try {
      const got = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(key),
          Range: headers.range,
          IfNoneMatch: headers.ifNoneMatch,
        }),
      );
      return {
        body: got.Body as Readable,
        status: got.ContentRange ? 206 : 200,
        size: got.ContentLength ?? 0,
        contentRange: got.ContentRange,
        contentType: got.ContentType ?? contentTypeOf(key),
        etag: got.ETag,
      };
    } catch (error) {
      if (absent(error)) return null;
      // A range past the end: the whole file instead, as HTTP lets a server ignore a Range.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416 && headers.range)
        return this.open(key, { ifNoneMatch: headers.ifNoneMatch });
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 304)
        return {
          body: null,
          status: 304,
          size: 0,
          contentRange: undefined,
          contentType: '',
          etag: headers.ifNoneMatch,
        };
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** Opens the bucket, failing with the reason when it does not answer. */
export async function openS3Store(settings: S3Settings): Promise<S3Store> {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // S3-compatible servers differ on the newer default checksums; S3 itself needs none for these calls.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    client.destroy();
    const where = settings.endpoint ?? `S3 in ${settings.region}`;
    const why =
      error instanceof S3ServiceException ? `${error.name} (${error.$metadata.httpStatusCode})` : String(error);
    throw new Error(`MEDIA_STORE: bucket ${settings.bucket} at ${where} cannot be reached: ${why}`);
  }
  return new S3Store(client, settings);
}
