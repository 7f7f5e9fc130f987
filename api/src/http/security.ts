/**
 * Security headers on every answer (helmet) and express's `trust proxy`, applied the same way by the
 * one-process server (server.ts) and by each split service (deploy/service.ts).
 *
 * The Content-Security-Policy fits what we serve: the built web app and the offline GraphiQL explorer
 * load scripts, styles, fonts and data only from this origin. Styles allow 'unsafe-inline' because
 * Blueprint, React `style` attributes and GraphiQL set inline styles; scripts do not (both builds are
 * plain module files). Images and videos may also be data:/blob: URLs (icons, previews, exports) and,
 * when files live in an S3-compatible store, come from the origins in `mediaSources`.
 */
import type { Express } from 'express';
import helmet from 'helmet';

export interface SecurityOptions {
  /** Express's `trust proxy` (ApiConfig.trustProxy). */
  trustProxy: boolean | number | string;
  /** Extra origins images, videos and downloads may come from (e.g. the S3 store's public URL). */
  mediaSources?: string[];
}

/**
 * Express's `etag` setting: no ETag for an answer given whole (res.send, res.json). Express makes one by hashing the
 * body (SHA-1), which for a dashboard's 766 kB GraphQL answer cost ~1–2 ms of the event loop, and nothing reads it:
 * a POST answer is never fresh, and every answer is the caller's own and changes with the data. A function keeps
 * the setting on, so files sent by sendFile (the web app, stored files) keep the ETag `send` makes from their size
 * and date, without reading them.
 */
export const noBodyEtag = (): undefined => undefined;

export function applySecurity(app: Express, opts: SecurityOptions): void {
  app.disable('x-powered-by');
  // No ETag made by hashing answers; files keep theirs (noBodyEtag). Mounted apps inherit it too.
  app.set('etag', noBodyEtag);
  // Mounted apps (createApi, the gateway) inherit it, so req.ip and req.secure are the caller's.
  app.set('trust proxy', opts.trustProxy);
  const media = opts.mediaSources ?? [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...media],
          mediaSrc: ["'self'", 'blob:', ...media],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...media],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // No upgrade-insecure-requests: the app is also served over plain http on a closed network.
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      // Only meaningful over https (browsers ignore it on http); behind TLS it keeps browsers on https.
      strictTransportSecurity: { maxAge: 180 * 86_400, includeSubDomains: false },
    }),
  );
}
