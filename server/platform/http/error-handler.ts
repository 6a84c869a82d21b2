import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { msg } from '../../../common/messages/index.ts';
import { HttpError } from '../errors.ts';
import { requestLanguage, translateMessage, validationMessage as translatedValidationMessage } from '../i18n/language.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './unavailable.ts';

/**
 * One shape for every error: `{ message }` with a status (and `messageId`, the catalogue id, for a message moved to ids). Validation errors carry the first
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
      const lang = requestLanguage(req);
      // A catalogue message is worded by its id and carries it (decision 071); a plain sentence goes through messages-es.ts.
      if (err.ref) return reply.code(err.statusCode).send({ ...err.extra, message: translateMessage(err.ref, lang), messageId: err.messageId });
      return reply.code(err.statusCode).send({ ...err.extra, message: translateMessage(err.message, lang) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const lang = requestLanguage(req);
      const issue = first
        ? { ...(first.params as object), code: first.keyword, path: first.instancePath.split('/').filter(Boolean), message: first.message }
        : null;
      return reply
        .code(400)
        .send({ message: issue ? translatedValidationMessage(issue, lang) : translateMessage(validationMessage(first, err.validationContext), lang) });
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return reply.code(status).send({ message: translateMessage(clientErrorMessage(err, status), requestLanguage(req)) });
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: translateMessage(UNAVAILABLE_MESSAGE, requestLanguage(req)) });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: translateMessage(msg('platform.serverError'), requestLanguage(req)), requestId: req.id });
  });

  // Unknown API paths and files are 404; any other page path is the SPA's to route.
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isPage = req.method === 'GET' && !url.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url);
    if (opts.renderPage && isPage) {
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .send(await opts.renderPage(url));
    }
    return reply.code(404).send({ message: `No route for ${req.method} ${url}` });
  });
}

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: msg('platform.badJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: msg('platform.emptyJson'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg('platform.contentType'),
  FST_ERR_CTP_BODY_TOO_LARGE: msg('platform.tooLarge'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: msg('platform.contentLength'),
  FST_ERR_BAD_URL: msg('platform.badUrl'),
  FST_ERR_MAX_PARAM_LENGTH: msg('platform.urlTooLong'),
};

const STATUS_MESSAGES: Record<number, string> = {
  400: msg('platform.requestInvalid'),
  404: msg('platform.notFound'),
  405: msg('platform.methodNotAllowed'),
  413: msg('platform.tooLarge'),
  415: msg('platform.contentType'),
};

/** A 4xx from Fastify or a plugin in words a person understands (no parser jargon): a catalogue reference, or the plugin's own sentence. */
export function clientErrorMessage(err: unknown, status: number): string {
  const code = (err as { code?: string }).code;
  if (code && CLIENT_ERRORS[code]) return CLIENT_ERRORS[code];
  if (code?.startsWith('FST_') && STATUS_MESSAGES[status]) return STATUS_MESSAGES[status];
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : (STATUS_MESSAGES[status] ?? msg('platform.requestInvalid'));
}

/** zod's own wording ("Invalid input: expected string, received number") names no field: add it. */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized)/;
const PLACES: Record<string, string> = { body: 'the request body', querystring: 'the query string', params: 'the address', headers: 'the headers' };

export function validationMessage(issue: { message?: string; instancePath?: string } | undefined, context?: string): string {
  const message = issue?.message || 'The request is not valid.';
  if (!ZOD_DEFAULT.test(message)) return message;
  const field = (issue?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const place = PLACES[context ?? ''] ?? 'the request';
  if (!field) return context === 'body' ? 'The request body must be a JSON object with the fields this call needs.' : `Please check ${place}: ${message}`;
  return `Please check "${field}" in ${place}: ${message}`;
}
