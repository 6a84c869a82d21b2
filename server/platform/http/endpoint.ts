import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { AnswerIn, BodyOf, Endpoint, Multipart, ParamsOf, QueryOf, TakesFile } from '../../../common/endpoint.ts';
import type { User } from '../../db/schema/users.ts';
import { requireRole, requireUser } from '../auth/plugin.ts';
import { staffGuard } from '../auth/require-staff.ts';
import { badRequest, HttpError } from '../errors.ts';

/** The request as a handler of `E` sees it: params, query and body already parsed by E's schemas (a multipart body's file in `upload`). */
export type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
} & (TakesFile<E> extends true ? { upload: Buffer | undefined } : unknown);

export type EndpointHandler<E extends Endpoint> = (req: EndpointRequest<E>, reply: FastifyReply) => Promise<AnswerIn<E>> | AnswerIn<E>;

/**
 * Registers the route of an endpoint defined in common/ (decisions 032 and 072): its method and
 * path, its schemas for validation and for the answer (OpenAPI reads the same), and its guard
 * before validation: `access: 'staff'` the staff guard (403 to anyone but staff whatever they
 * send), `roles` the role check (401 signed out, 403 another role), `access: 'user'` a 401 for
 * visitors. The answer is sent by kind: JSON through `response` (or the schema of the status the
 * handler set, for `responses`), a file with its content type, or a redirect.
 */
export function route<E extends Endpoint>(app: FastifyInstance, def: E, handler: EndpointHandler<E>): void {
  const several = def.responses ? (Object.keys(def.responses).map(Number) as (keyof NonNullable<Endpoint['responses']>)[]) : null;
  const status = several ? several[0]! : (def.status ?? 200);
  const schema: FastifySchema = {};
  if (def.responses) schema.response = def.responses;
  else if (def.response) schema.response = { [status]: def.response };
  if (def.tags) schema.tags = def.tags;
  if (def.params) schema.params = def.params;
  if (def.query) schema.querystring = def.query;
  // A multipart body is read and checked in the handler below (Fastify validates JSON only).
  if (def.body && !def.multipart) schema.body = def.body;
  if (def.hide || (def.redirect && !def.tags)) schema.hide = true;
  app.route({
    method: def.method,
    url: def.path,
    schema,
    preValidation: def.access === 'staff' ? staffGuard : def.roles ? roleGuard(def.roles) : def.access === 'user' ? userGuard : undefined,
    handler: async (req, reply) => {
      if (def.multipart) await readForm(req, def.multipart, def.body);
      const answer = await handler(req as unknown as EndpointRequest<E>, reply);
      if (reply.sent) return reply;
      if (def.redirect) return reply.redirect(answer as string);
      if (def.file) return reply.type(def.file).send(answer);
      const code = several ? (several.find((s) => s === reply.statusCode) ?? status) : status;
      return reply.code(code).send(answer);
    },
  });
}

async function userGuard(req: FastifyRequest): Promise<void> {
  requireUser(req);
}

const roleGuard = (roles: readonly User['role'][]) =>
  async function roleGuard(req: FastifyRequest): Promise<void> {
    requireRole(req, ...roles);
  };

/** The signed-in user of a route whose `roles` (or `access: 'user'`) guard let the request through. */
export const roleUser = (req: Pick<FastifyRequest, 'user'>): User => {
  if (!req.user) throw new Error('roleUser: the route declares no roles or access');
  return req.user;
};

/**
 * A multipart body: its text fields checked by the endpoint's `body` (the first problem's message,
 * 400), at most one file in the declared field (413 over `maxBytes`), any other file refused. A
 * request that is not multipart has its JSON body checked the same way.
 */
async function readForm(req: FastifyRequest, form: Multipart, body: Endpoint['body']): Promise<void> {
  let fields: Record<string, unknown> = {};
  let file: Buffer | undefined;
  if (!req.isMultipart()) fields = (req.body ?? {}) as Record<string, unknown>;
  else {
    const fileSize = form.file ? form.file.maxBytes + 1 : undefined;
    for await (const part of req.parts({ limits: { fileSize, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (!form.file || part.fieldname !== form.file.field) throw badRequest('Unexpected file field');
        const { tooLarge: message } = form.file;
        const tooLarge = () => new HttpError(413, message);
        file = await part.toBuffer().catch(() => {
          throw tooLarge();
        });
        if (part.file.truncated) throw tooLarge();
      } else fields[part.fieldname] = String(part.value);
    }
  }
  if (body) {
    const parsed = body.safeParse(fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid form');
    fields = parsed.data as Record<string, unknown>;
  }
  (req as { body: unknown }).body = fields;
  (req as unknown as { upload: Buffer | undefined }).upload = file;
}
