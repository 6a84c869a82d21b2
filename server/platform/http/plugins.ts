import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { authPlugin } from '../auth/plugin.ts';
import type { SessionCache } from '../auth/sessions.ts';
import { registerMessageLanguage } from '../i18n/language.ts';
import { registerErrorHandler, type ErrorHandlerOptions } from './error-handler.ts';
import type { HotAnswers } from './hot-answers.ts';
import { registerObservability } from './observability.ts';
import { registerPrecompressedSnapshots } from './precompressed.ts';
import { registerSecurity } from './security.ts';

/** Responses smaller than this many bytes are sent uncompressed. */
export const COMPRESS_THRESHOLD = 1024;

export interface PluginDeps {
  config: Config;
  database: Database;
  hot: HotAnswers;
  sessionCache: SessionCache;
  renderPage: ErrorHandlerOptions['renderPage'];
}

/** The platform's plugins, in order: message language, errors, security headers and CSRF, compression, cookies, the OpenAPI document, metrics, sign-in. */
export async function registerPlugins(app: FastifyInstance, deps: PluginDeps): Promise<void> {
  const { config, database, hot, sessionCache } = deps;
  const db = database.db;
  registerMessageLanguage(app);
  registerErrorHandler(app, { renderPage: deps.renderPage });
  hot.setHeaders((await registerSecurity(app, config.APP_ORIGIN, storageOrigins(config))).dataHeaders);
  registerPrecompressedSnapshots(app, COMPRESS_THRESHOLD);
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: `${config.BUSINESS_NAME} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  const metrics = await registerObservability(app, database);
  hot.onServed = (route, seconds) => metrics.observe('GET', route, 200, seconds);
  await app.register(authPlugin, {
    db,
    sessionDays: config.SESSION_DAYS,
    secure: config.APP_ORIGIN?.startsWith('https://') ?? false,
    cache: sessionCache,
  });
}

/** The origins the browser talks to for S3 storage (none for local disk). */
function storageOrigins(config: Config): string[] {
  if (!config.S3_BUCKET) return [];
  if (config.S3_ENDPOINT) {
    const u = new URL(config.S3_ENDPOINT);
    return config.S3_FORCE_PATH_STYLE === false ? [`${u.protocol}//${config.S3_BUCKET}.${u.host}`] : [u.origin];
  }
  return [`https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`, `https://${config.S3_BUCKET}.s3.amazonaws.com`];
}
