import { queryOptions } from '@tanstack/react-query';
import type { ShellEndpoint } from '@common/shell-endpoints';
import { pathOf, type Answer, type TakesFile, type BodyIn, type Endpoint, type ParamsIn, type QueryIn } from '@common/endpoint';
import { ApiError, apiRequest } from './api';

/**
 * The one typed client for endpoints defined in common/ (decision 032): the URL from the
 * definition and the parameters, the body as JSON, and the answer checked once, here, against
 * the endpoint's response schema. Errors are ApiErrors (lib/api.ts), and a 401 reaches the one
 * signed-out handler (lib/signed-out.ts) through the query client.
 */
// A part with no schema is left out; one whose fields are all optional may be.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : {} extends T ? { [P in K]?: T } : { [P in K]: T };
/** A multipart endpoint's file (its form field is in the definition). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type FilePart<E extends Endpoint> = TakesFile<E> extends true ? { file: Blob } : {};
export type CallArgs<E extends Endpoint> = Part<'params', ParamsIn<E>> &
  Part<'query', QueryIn<E>> &
  Part<'body', BodyIn<E>> &
  FilePart<E> & {
    /** Cancels the call (TanStack Query passes one to `queryFn`). */
    signal?: AbortSignal;
  };
/** The arguments may be left out when the endpoint takes none. */
type ArgsList<E extends Endpoint> = Record<string, never> extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

interface LooseArgs {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  file?: Blob;
  signal?: AbortSignal;
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

/** A multipart endpoint's body: its fields as text, then its file. */
function formOf(def: Endpoint, { body, file }: LooseArgs): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) form.append(key, String(value));
  if (def.multipart?.file && file) form.append(def.multipart.file.field, file);
  return form;
}

/** Sends a call: the URL, the body (JSON, or multipart form data when the endpoint says so). */
async function send(def: Endpoint, loose: LooseArgs): Promise<Response> {
  return apiRequest(def.method, urlOf(def, loose), def.multipart ? formOf(def, loose) : loose.body, loose.signal);
}

/**
 * Calls an endpoint and answers its checked response: for `responses`, `{ status, data }` parsed
 * with the schema of the status that came; for `file`, the file as a Blob.
 */
export async function callApi<E extends Endpoint>(def: E, ...[args]: ArgsList<E>): Promise<Answer<E>> {
  const res = await send(def, (args ?? {}) as LooseArgs);
  if (def.file) return (await res.blob()) as Answer<E>;
  const data: unknown = res.status === 204 ? undefined : await res.json();
  if (def.responses) {
    const schema = (def.responses as Record<number, Endpoint['response']>)[res.status];
    if (!schema) throw new ApiError(res.status, `${def.path} has no answer of status ${res.status}`);
    return { status: res.status, data: schema.parse(data) } as Answer<E>;
  }
  return (def.response ? def.response.parse(data) : data) as Answer<E>;
}

/**
 * Calls an endpoint without checking its answer against the schema: only for the app shell's few
 * calls made before any page loads, whose chunk must carry no zod (decisions 032 and 072). `def`
 * is from common/shell-endpoints.ts: the contract's method and path (a test keeps them equal) and
 * its type, so the arguments and the answer are typed as the contract says.
 */
export async function callUnparsed<E extends Endpoint>(def: ShellEndpoint<E>, ...[args]: ArgsList<E>): Promise<Answer<E>> {
  const loose = (args ?? {}) as LooseArgs;
  const res = await apiRequest(def.method, urlOf(def, loose), loose.body, loose.signal);
  return (res.status === 204 ? undefined : await res.json()) as Answer<E>;
}

/** TanStack Query options for reading a shell endpoint unparsed (callUnparsed); the key is the one apiQuery gives its contract. */
export function unparsedQuery<E extends Endpoint>(def: ShellEndpoint<E>, ...[args]: ArgsList<E>) {
  const loose = (args ?? {}) as LooseArgs;
  const key: unknown[] = [pathOf(def, loose.params)];
  if (loose.query) key.push(loose.query);
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => callUnparsed(def, ...([{ ...(args ?? {}), signal }] as ArgsList<E>)),
  });
}

/** TanStack Query options for reading an endpoint: `useQuery(apiQuery(def, args))`, `qc.invalidateQueries(apiQuery(def, args))`. */
export function apiQuery<E extends Endpoint>(def: E, ...[args]: ArgsList<E>) {
  const list = [args] as ArgsList<E>;
  return queryOptions({
    queryKey: keyOf(def, ...list),
    queryFn: ({ signal }) => callApi(def, ...([{ ...(args ?? {}), signal }] as ArgsList<E>)),
  });
}
