import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { msg } from '../../../common/messages/index.ts';
import { forbidden } from '../errors.ts';

/** Methods that change nothing (no CSRF check; read caches stay). */
export const READ_ONLY_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function ownOrigin(req: FastifyRequest, appOrigin?: string): string {
  return appOrigin ?? `${req.protocol}://${req.host}`;
}

/**
 * Security headers with a content security policy the SPA passes, and CSRF protection:
 * a state-changing request that a browser marks as coming from another site is refused.
 */
export async function registerSecurity(
  app: FastifyInstance,
  appOrigin?: string,
  storageOrigins: string[] = [],
): Promise<{ dataHeaders: Record<string, string> }> {
  const documentHeaders = securityHeaders(helmetOptions(appOrigin, storageOrigins));
  const dataHeaders = apiHeaders(documentHeaders);
  const fileHeaders = storedFileHeaders(dataHeaders);
  // Pages, the SPA's files and error pages get the document policy; JSON the data one; stored
  // media a policy under which an image or a video opened in its own tab still shows and plays.
  app.addHook('onRequest', (req, reply, done) => {
    const url = req.url.includes('//') || req.url.includes('/.') || req.url.includes('%') ? normalisedPath(req.url) : req.url;
    reply.headers(url.startsWith('/files/') ? fileHeaders : servesData(url) ? dataHeaders : documentHeaders);
    done();
  });

  // Callback style: no promise per request on the common read-only path.
  app.addHook('onRequest', (req, _reply, done) => {
    if (READ_ONLY_METHODS.has(req.method)) return done();
    const origin = req.headers.origin;
    if ((origin !== undefined && origin !== ownOrigin(req, appOrigin)) || req.headers['sec-fetch-site'] === 'cross-site') {
      return done(forbidden(msg('platform.crossSite')));
    }
    done();
  });
  return { dataHeaders };
}

/**
 * The path a policy is chosen by: repeated slashes collapsed and dot segments resolved, so
 * `//files/x` or `/api/../files/x` cannot pick another policy than the route they reach.
 */
export function normalisedPath(url: string): string {
  const path = url.split('?')[0]!.replace(/\/{2,}/g, '/');
  try {
    return new URL(path, 'http://local').pathname;
  } catch {
    return path;
  }
}

/** API answers and stored files (not the API's own HTML documentation). */
export function servesData(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/files/');
}

/**
 * The headers for answers that are data, not documents (OWASP's REST security advice): nothing in
 * them may run or load anything (`default-src 'none'`, which also defuses an uploaded SVG or HTML
 * file opened directly), no framing, no sniffing, no cross-origin reads. The document-only headers
 * (opener and agent-cluster isolation, DNS prefetch, legacy IE and Flash switches) are left out:
 * they do nothing on JSON and cost every API call about 600 bytes.
 */
export function apiHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  const hsts = documentHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

/**
 * Stored uploads (`/files/*` on local disk): the data headers, with a policy that lets the browser's
 * own image and media viewer work when a file is opened directly (its inline styles, the media it
 * loads from here) and runs nothing: no script source is allowed, so an uploaded SVG or HTML file
 * cannot act as this site. (`sandbox` would give the viewer an opaque origin, and the video it
 * loads again would then be refused as cross-origin: checked in Chromium.)
 */
export function storedFileHeaders(dataHeaders: Record<string, string>): Record<string, string> {
  return {
    ...dataHeaders,
    'content-security-policy': "default-src 'none';img-src 'self';media-src 'self';style-src 'unsafe-inline';frame-ancestors 'none'",
  };
}

function helmetOptions(appOrigin: string | undefined, storageOrigins: string[]): HelmetOptions {
  return {
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
  };
}

/**
 * helmet's headers for these options, computed once. helmet is a middleware whose output depends
 * only on its options (no nonces here), and @fastify/helmet would rebuild it on every request,
 * parsing the policy again each time (about a third of the server's time on a cached GET).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}
