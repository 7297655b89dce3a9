/**
 * A local S3-compatible server for the S3 media store's tests: s3rver, a maintained fake of S3's
 * REST API, started by the test itself on a loopback port over HTTPS with the test CA's localhost
 * certificate (vitest.config.ts puts the CA in NODE_EXTRA_CA_CERTS), so the AWS SDK talks to it
 * exactly as to S3, signatures and TLS checks included. s3rver accepts the key pair S3RVER/S3RVER.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ensureFakeXCerts } from '../../scripts/fake-x/ca.ts';
import { certDir } from './fake-x.ts';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The environment a server needs to keep media in the bucket under `prefix`. */
  env(prefix: string): Record<string, string>;
  /** An object's bytes read straight from the bucket, or null when there is none. */
  object(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'hm-media'): Promise<LocalS3> {
  const certs = ensureFakeXCerts(certDir);
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    key: fs.readFileSync(certs.keyPath),
    cert: fs.readFileSync(certs.certPath),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `https://localhost:${port}`;
  // The standard variables of the SDK's credential chain, as an operator would set them.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
  return {
    endpoint,
    bucket,
    env: (prefix) => ({ MEDIA_STORE: `s3://${bucket}/${prefix}`, S3_ENDPOINT: endpoint }),
    async object(key) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await got.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
