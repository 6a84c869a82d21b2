import { queryOptions } from '@tanstack/react-query';
import { pathOf, type Answer, type BodyIn, type Endpoint, type ParamsIn, type QueryIn } from '@common/endpoint';
import { apiRequest } from './api';

/**
 * The one typed client for endpoints defined in common/ (decision 032): the URL from the
 * definition and the parameters, the body as JSON, and the answer checked once, here, against
 * the endpoint's response schema. Errors are ApiErrors (lib/api.ts), and a 401 reaches the one
 * signed-out handler (lib/signed-out.ts) through the query client.
 */
// A part with no schema is left out; one whose fields are all optional may be.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : {} extends T ? { [P in K]?: T } : { [P in K]: T };
export type CallArgs<E extends Endpoint> = Part<'params', ParamsIn<E>> & Part<'query', QueryIn<E>> & Part<'body', BodyIn<E>>;
/** The arguments may be left out when the endpoint takes none. */
type ArgsList<E extends Endpoint> = Record<string, never> extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

interface LooseArgs {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The address of a call: the path with its parameters, and the query string (undefined values left out). */
export function urlOf(def: Pick<Endpoint, 'path'>, args: LooseArgs = {}): string {
  const path = pathOf(def, args.params);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args.query ?? {})) if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The query key of a call: the path first (so `invalidateQueries({ queryKey: [path] })` and the
 * prefix keys used across the app keep working), then the query, then a non-GET body.
 */
export function keyOf<E extends Endpoint>(def: E, ...[args]: ArgsList<E>): readonly unknown[] {
  const loose = (args ?? {}) as LooseArgs;
  const key: unknown[] = [pathOf(def, loose.params)];
  if (loose.query) key.push(loose.query);
  if (def.method !== 'GET' && loose.body !== undefined) key.push(loose.body);
  return key;
}

/** Calls an endpoint and answers its checked response. */
export async function callApi<E extends Endpoint>(def: E, ...[args]: ArgsList<E>): Promise<Answer<E>> {
  const loose = (args ?? {}) as LooseArgs;
  const res = await apiRequest(def.method, urlOf(def, loose), loose.body);
  const data: unknown = res.status === 204 ? undefined : await res.json();
  return def.response.parse(data) as Answer<E>;
}

/** TanStack Query options for reading an endpoint: `useQuery(apiQuery(def, args))`, `qc.invalidateQueries(apiQuery(def, args))`. */
export function apiQuery<E extends Endpoint>(def: E, ...[args]: ArgsList<E>) {
  const list = [args] as ArgsList<E>;
  return queryOptions({ queryKey: keyOf(def, ...list), queryFn: () => callApi(def, ...list) });
}
