import type { z } from 'zod';

/**
 * One API endpoint, defined once and used by both sides (issue 21, decision 032): the server
 * registers its route from it (server/platform/http/endpoint.ts: validation, the answer's schema,
 * the staff guard) and the web calls it through one typed client (web/src/lib/api-client.ts:
 * the URL, the body, the answer checked against `response`, TanStack Query options and keys).
 */
export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: `/api/packs/:id/purchase`. */
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The answer's schema; the server serializes through it, the client parses with it. */
  response: Response;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202 | 204;
  /** Who may call it: `staff` puts the route behind the one staff guard (403 before validation). */
  access?: 'public' | 'user' | 'staff';
  /** OpenAPI tags (the feature's name). */
  tags?: string[];
}

// `params?: P` reads as `P | undefined`: a part is absent only when its schema type is undefined itself.
type Out<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;
type In<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : undefined;

/** What the server handler receives (parsed) and what the client sends (before parsing). */
export type ParamsOf<E extends Endpoint> = Out<E['params']>;
export type QueryOf<E extends Endpoint> = Out<E['query']>;
export type BodyOf<E extends Endpoint> = Out<E['body']>;
export type ParamsIn<E extends Endpoint> = In<E['params']>;
export type QueryIn<E extends Endpoint> = In<E['query']>;
export type BodyIn<E extends Endpoint> = In<E['body']>;
/** The answer as the handler returns it (before serialization) and as the client reads it. */
export type AnswerIn<E extends Endpoint> = z.input<E['response']>;
export type Answer<E extends Endpoint> = z.output<E['response']>;

/** Defines an endpoint, keeping its exact types. */
export const endpoint = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  def: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => def;

/** The URL of an endpoint for these path parameters: `/api/packs/:id/purchase` with `{ id: 3 }` is `/api/packs/3/purchase`. */
export function pathOf(def: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return def.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${def.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
