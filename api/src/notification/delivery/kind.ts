/**
 * The job kind `notificationDelivery` {notificationId}: queued by queueDeliveries in the send's transaction
 * (and again as a follow-up for retries), it adds the e-mail rows when this worker has SMTP settings and
 * delivers the due rows (deliver.ts). Resumable: a row delivered is never taken again, so running the job
 * again after a restart only delivers what was left.
 */
import { z } from 'zod';
import type { DeliveryConfig } from '../../config.js';
import type { JobKind } from '../../jobs/registry.js';
import { deliverDue } from './deliver.js';
import { addEmailDeliveries, DELIVERY_JOB } from './outbox.js';
import { emailProvider, inboxProvider, type DeliveryProvider } from './providers.js';

const params = z.object({ notificationId: z.number().int().positive() });

export function notificationDeliveryKind(delivery: DeliveryConfig): JobKind<z.infer<typeof params>> {
  return {
    name: DELIVERY_JOB,
    params,
    resumable: true,
    maxAttempts: 5,
    async run({ db, params: p, signal, progress }) {
      const email = emailProvider(delivery);
      const providers: DeliveryProvider[] = email ? [inboxProvider, email] : [inboxProvider];
      try {
        if (email) await addEmailDeliveries(db, p.notificationId);
        const run = await deliverDue(db, p.notificationId, providers, delivery, {
          signal,
          progress: (done) => progress(done),
        });
        const waiting = run.nextAt ? `; the next try at ${run.nextAt.toISOString()}` : '';
        return {
          message: `Delivered ${run.delivered}, ${run.retrying} to try again, ${run.failed} failed${waiting}.`,
        };
      } finally {
        email?.close?.();
      }
    },
  };
}
