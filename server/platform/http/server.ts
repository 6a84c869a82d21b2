import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { reuseSnapshotJson } from '../cache/memo.ts';
import { requestLanguage, translateMessage } from '../i18n/language.ts';
import { clientErrorMessage } from './error-handler.ts';
import { requestIdOf, type HotAnswers } from './hot-answers.ts';
import { lazyChildLoggerFactory } from './request-logger.ts';

/** The Fastify instance behind the read cache in front of it: logging, request ids, the body limit, zod in and out. */
export function createServer(config: Config, hot: HotAnswers) {
  const app = Fastify({
    serverFactory: hot.serverFactory,
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    // Each request's child logger (with its id) is made only when something is logged.
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.TRUST_PROXY,
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    // A malformed address (bad percent-encoding, a too-long parameter) answers like any other error.
    frameworkErrors: (err, req, reply) => {
      const status = err.statusCode ?? 400;
      void (reply as FastifyReply).code(status).send({ message: translateMessage(clientErrorMessage(err, status), requestLanguage(req)) });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their zod schema; a memo() value (the content feed) only once.
  // Fastify sends a serializer's Buffer as it is, though its type says string.
  app.setSerializerCompiler<Parameters<typeof serializerCompiler>[0]['schema']>(
    (route) => reuseSnapshotJson(serializerCompiler(route)) as (data: unknown) => string,
  );
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  return app;
}
