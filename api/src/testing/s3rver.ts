/**
 * A local S3-protocol server for tests (the s3rver package, pure node): started on a free port over a temporary
 * folder with one bucket, and the FILE_STORE=s3 settings that reach it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreConfig } from '../config.js';

export interface LocalS3 {
  endpoint: string;
  config: S3StoreConfig;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'svr-files'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    config: {
      kind: 's3',
      endpoint,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: null,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
