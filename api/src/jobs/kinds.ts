/**
 * The kinds of job this code base runs, registered by name. Every worker (the api process, SERVICE=worker)
 * builds the same registry, so a job queued by one runs on any. Exports and zips register here (issue 11),
 * and the notifications' scheduled sends and deliveries (issue 13, api/src/notification/delivery).
 */
import { deliveryConfig, type DeliveryConfig } from '../config.js';
import type { FileStore } from '../document/fileStore.js';
import { notificationDeliveryKind } from '../notification/delivery/kind.js';
import { scheduledSendKind } from '../notification/delivery/scheduledSend.js';
import { excelExportKind } from './excelExport.js';
import { photoZipKind } from './photoZip.js';
import { JobRegistry } from './registry.js';

export interface JobKindOptions {
  /** The file store the kinds read photos from (a folder path: the local store there). */
  filesDir: FileStore | string;
  /** A photo zip is split into parts above this many bytes (config.jobs.zipPartBytes). */
  zipPartBytes: number;
  /** SMTP settings and the retry policy of notification deliveries (config.delivery); none: the inbox only. */
  delivery?: DeliveryConfig;
  log?: (line: string) => void;
}

export function productJobKinds(opts: JobKindOptions): JobRegistry {
  return new JobRegistry()
    .register(excelExportKind(opts))
    .register(photoZipKind({ ...opts, partBytes: opts.zipPartBytes }))
    .register(notificationDeliveryKind(opts.delivery ?? deliveryConfig({})))
    .register(scheduledSendKind);
}
