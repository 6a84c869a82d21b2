import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';
import { requestLanguage, translateMessage, validationMessage } from '../i18n/language.ts';

/**
 * One shape for every error: `{ message }` with a status. Validation errors carry the first
 * message of the shared schema; anything unexpected is logged with the request id and answered
 * without internals.
 */
export interface ErrorHandlerOptions {
  /** The SPA's HTML for a page path (with per-page meta tags); unset when the web app is not served. */
  renderPage?: (path: string) => Promise<string>;
}

export function registerErrorHandler(app: FastifyInstance, opts: ErrorHandlerOptions = {}): void {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof HttpError) {
      const retry = err.extra.retryAfterSeconds;
      if (typeof retry === 'number') reply.header('retry-after', String(retry));
      return reply.code(err.statusCode).send({ ...err.extra, message: translateMessage(err.message, requestLanguage(req)) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const lang = requestLanguage(req);
      const issue = first ? { ...(first.params as object), code: first.keyword, path: first.instancePath.split('/').filter(Boolean), message: first.message } : null;
      return reply.code(400).send({ message: issue ? validationMessage(issue, lang) : translateMessage('Invalid request', lang) });
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const messages: Record<number, string> = {
        413: 'The request is too large.',
        415: 'This content type is not supported.',
      };
      return reply.code(status).send({ message: translateMessage(messages[status] ?? (err as Error).message, requestLanguage(req)) });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: translateMessage('Something went wrong on our side. Please try again.', requestLanguage(req)), requestId: req.id });
  });

  // Unknown API paths and files are 404; any other page path is the SPA's to route.
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isPage = req.method === 'GET' && !url.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url);
    if (opts.renderPage && isPage) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(await opts.renderPage(url));
    }
    return reply.code(404).send({ message: `No route for ${req.method} ${url}` });
  });
}
