/**
 * Delivery providers: how one outbox row reaches its talent. The inbox is in the api itself (the talent's
 * mobile app reads it, inbox.ts): delivering there is making the message visible, which the row's 'delivered'
 * state does. E-mail goes through SMTP with nodemailer when SMTP_URL is set (config.ts DeliveryConfig).
 */
import type { Transporter } from 'nodemailer';
import type { DeliveryConfig } from '../../config.js';
import { onFirstUse } from '../../shared/onFirstUse.js';
import type { DeliveryChannel } from '../../db/schema.js';

/** What a provider delivers: one notification to one recipient. */
export interface DeliveryMessage {
  notificationId: number;
  /** notification_recipients.id */
  recipientId: number;
  title: string;
  message: string;
  talent: { id: number; mcid: string; name: string; email: string };
}

export interface DeliveryProvider {
  channel: DeliveryChannel;
  /** Resolves once the channel has accepted the message; rejects with why it did not. */
  deliver(message: DeliveryMessage): Promise<void>;
  close?(): void;
}

/**
 * The talent inbox: GET /api/v2/talent/inbox lists a sent notification once its inbox row is delivered, so
 * marking the row delivered (the caller does, in its own transaction) is the delivery; nothing else to carry.
 */
export const inboxProvider: DeliveryProvider = {
  channel: 'inbox',
  deliver: async () => undefined,
};

/** The host part of an address, for Message-IDs ('localhost' when there is none). */
function domainOf(from: string): string {
  const match = /@([A-Za-z0-9.-]+)/.exec(from);
  return match ? match[1] : 'localhost';
}

/**
 * E-mail over SMTP. Each message has a Message-ID made of the notification and recipient ids, so a mail
 * server or client that sees the same message twice (a worker that died between the server's accept and the
 * row's update) can tell it is one message. nodemailer is loaded with the first message: ~12 MB of resident
 * memory that a process which sends none does not hold.
 */
export function emailProvider(config: Pick<DeliveryConfig, 'smtpUrl' | 'smtpFrom'>): DeliveryProvider | null {
  const url = config.smtpUrl;
  if (!url) return null;
  let opened: Transporter | null = null;
  const open = onFirstUse(() =>
    import('nodemailer').then(
      ({ createTransport }) =>
        (opened = createTransport({
          url,
          // A mail server that hangs must not hold a delivery for long: the row's claim lasts longer than these together.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })),
    ),
  );
  const domain = domainOf(config.smtpFrom);
  return {
    channel: 'email',
    async deliver(m) {
      const transport = await open();
      await transport.sendMail({
        from: config.smtpFrom,
        to: { name: m.talent.name, address: m.talent.email.trim() },
        subject: m.title,
        text: m.message,
        messageId: `<notification-${m.notificationId}.recipient-${m.recipientId}@${domain}>`,
        headers: { 'X-Notification-Id': String(m.notificationId) },
      });
    },
    close: () => opened?.close(),
  };
}
