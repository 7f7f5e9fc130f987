/** The file store a process uses, as configured (FILE_STORE): one per configuration, shared by api and worker. */
import path from 'node:path';
import type { ApiConfig } from '../config.js';
import { LocalFileStore, type FileStore } from './fileStore.js';
import { S3FileStore } from './s3Store.js';

const opened = new WeakMap<ApiConfig, FileStore>();

export function openFileStore(config: ApiConfig): FileStore {
  let store = opened.get(config);
  if (!store) {
    const fileStore = config.fileStore ?? { kind: 'local' };
    store =
      fileStore.kind === 's3'
        ? new S3FileStore(fileStore, path.join(config.dataDir, 'staging'))
        : new LocalFileStore(path.join(config.dataDir, 'files'));
    opened.set(config, store);
  }
  return store;
}
