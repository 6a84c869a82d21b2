import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { AnswerIn, BodyOf, Endpoint, ParamsOf, QueryOf } from '../../../common/endpoint.ts';
import { requireUser } from '../auth/plugin.ts';
import { staffGuard } from '../auth/require-staff.ts';

/** The request as a handler of `E` sees it: params, query and body already parsed by E's schemas. */
export type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
};

export type EndpointHandler<E extends Endpoint> = (req: EndpointRequest<E>, reply: FastifyReply) => Promise<AnswerIn<E>> | AnswerIn<E>;

/**
 * Registers the route of an endpoint defined in common/ (decision 032): its method and path, its
 * schemas for validation and for the answer (OpenAPI reads the same), and, for `access: 'staff'`,
 * the staff guard before validation, so anyone but staff gets 403 whatever they send.
 */
export function route<E extends Endpoint>(app: FastifyInstance, def: E, handler: EndpointHandler<E>): void {
  const status = def.status ?? 200;
  const schema: FastifySchema = { response: { [status]: def.response } };
  if (def.tags) schema.tags = def.tags;
  if (def.params) schema.params = def.params;
  if (def.query) schema.querystring = def.query;
  if (def.body) schema.body = def.body;
  app.route({
    method: def.method,
    url: def.path,
    schema,
    preValidation: def.access === 'staff' ? staffGuard : def.access === 'user' ? userGuard : undefined,
    handler: async (req, reply) => {
      const answer = await handler(req as unknown as EndpointRequest<E>, reply);
      return reply.sent ? reply : reply.code(status).send(answer);
    },
  });
}

async function userGuard(req: FastifyRequest): Promise<void> {
  requireUser(req);
}
