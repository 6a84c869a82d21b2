import type { z } from 'zod';
import type { Role } from './roles.ts';

/** The answers of an endpoint that has several, by status: `{ 200: ready, 202: pending }`. */
export type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;

/** A multipart body: its text fields are checked by `body`; `file` is the one file it may carry. */
export interface Multipart {
  file?: {
    /** The form field of the file (any other file is refused, 400). */
    field: string;
    /** The file's largest size; a larger one is refused with 413 and the `tooLarge` message. */
    maxBytes: number;
    tooLarge: string;
  };
}

/**
 * One API endpoint, defined once and used by both sides (issue 21, decision 032; closed by decision
 * 072): the server registers its route from it (server/platform/http/endpoint.ts: validation, the
 * answer's schema, the guards) and the web calls it through one typed client
 * (web/src/lib/api-client.ts: the URL, the body, the answer checked against its schema, TanStack
 * Query options and keys).
 *
 * An endpoint answers one of: `response` (JSON of one schema, at `status`), `responses` (JSON by
 * status, the handler picks the status), `file` (a file of that content type) or `redirect`.
 */
export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
  Several extends Responses | undefined = Responses | undefined,
  Form extends Multipart | undefined = Multipart | undefined,
  File extends string | undefined = string | undefined,
  Redirect extends true | undefined = true | undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: `/api/packs/:id/purchase`. */
  path: string;
  params?: Params;
  query?: Query;
  /** The JSON body, or with `multipart` the form's text fields. */
  body?: Body;
  /** The body is multipart form data (its text fields checked by `body`, at most one file). */
  multipart?: Form;
  /** The answer's schema; the server serializes through it, the client parses with it. */
  response?: Response;
  /** The success status of `response` (200 unless said). */
  status?: 200 | 201 | 202 | 204;
  /** Several answers by status (the handler sets which with `reply.code`; the first is the default). */
  responses?: Several;
  /** The answer is a file of this content type (a CSV, a PDF, a calendar), not JSON. */
  file?: File;
  /** The answer is a redirect (302) to the address the handler returns. */
  redirect?: Redirect;
  /** Who may call it: `staff` puts the route behind the one staff guard (403 before validation). */
  access?: 'public' | 'user' | 'staff';
  /**
   * The roles that may call it, checked before validation: 401 signed out, 403 any other role (and
   * a coach staff have not approved), the handler then reads the user with `roleUser(req)`.
   */
  roles?: readonly Role[];
  /** OpenAPI tags (the feature's name). */
  tags?: string[];
  /** Left out of the OpenAPI document (a webhook; redirects without tags are left out too). */
  hide?: true;
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

/** The endpoint's multipart body carries a file. */
export type TakesFile<E extends Endpoint> = Has<E['multipart']> extends true ? (NonNullable<E['multipart']> extends { file: object } ? true : false) : false;

/** One answer of several: its status and its data. */
type ByStatus<S, Side extends 'in' | 'out'> = {
  [K in keyof S & number]: { status: K; data: S[K] extends z.ZodType ? (Side extends 'in' ? z.input<S[K]> : z.output<S[K]>) : never };
}[keyof S & number];
type Several<E extends Endpoint> = [NonNullable<E['responses']>] extends [never] ? false : true;
/** A part the definition declares (an optional field whose type is not undefined). */
type Has<T> = [NonNullable<T>] extends [never] ? false : true;

/**
 * The answer as the handler returns it (before serialization): the data of `response`, any one of
 * `responses` (its status set with `reply.code`), the file's content, or the redirect's address.
 */
export type AnswerIn<E extends Endpoint> =
  Has<E['redirect']> extends true
    ? string
    : Has<E['file']> extends true
      ? FileContent
      : Several<E> extends true
        ? ByStatus<NonNullable<E['responses']>, 'in'>['data']
        : In<E['response']>;
/** The answer as the client reads it: `{ status, data }` for several, a Blob for a file. */
export type Answer<E extends Endpoint> =
  Has<E['file']> extends true ? Blob : Several<E> extends true ? ByStatus<NonNullable<E['responses']>, 'out'> : Out<E['response']>;

/** What a file endpoint's handler answers: text or bytes (a Buffer is a Uint8Array). */
export type FileContent = string | Uint8Array;

/** Defines an endpoint, keeping its exact types. */
export const endpoint = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
  S extends Responses | undefined = undefined,
  M extends Multipart | undefined = undefined,
  F extends string | undefined = undefined,
  X extends true | undefined = undefined,
>(
  def: Endpoint<P, Q, B, R, S, M, F, X>,
): Endpoint<P, Q, B, R, S, M, F, X> => def;

/** The URL of an endpoint for these path parameters: `/api/packs/:id/purchase` with `{ id: 3 }` is `/api/packs/3/purchase`. */
export function pathOf(def: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return def.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${def.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
