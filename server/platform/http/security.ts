import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { forbidden } from '../errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function ownOrigin(req: FastifyRequest, appOrigin?: string): string {
  return appOrigin ?? `${req.protocol}://${req.host}`;
}

/**
 * Security headers with a content security policy the SPA passes, and CSRF protection:
 * a state-changing request that a browser marks as coming from another site is refused.
 */
export async function registerSecurity(app: FastifyInstance, appOrigin?: string, storageOrigins: string[] = []): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        // Object storage (S3) is where the browser PUTs uploads and reads media from.
        connectSrc: ["'self'", 'https://api.stripe.com', ...storageOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins],
        mediaSrc: ["'self'", 'blob:', ...storageOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: appOrigin?.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: appOrigin?.startsWith('https://') ? { maxAge: 31536000, includeSubDomains: true } : false,
  });

  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method)) return;
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== ownOrigin(req, appOrigin)) {
      throw forbidden('Cross-site requests are not allowed.');
    }
    if (req.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-site requests are not allowed.');
    }
  });
}
