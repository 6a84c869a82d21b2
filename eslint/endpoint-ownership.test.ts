/**
 * The endpoint map (issue 21, decision 032): every endpoint belongs to one feature, and its name leads
 * to the same folder on each side. `<feature>Api` is defined in `common/<feature>.ts`; only
 * `server/features/<feature>/` registers its routes; only `web/src/features/<feature>/` calls them
 * (`callApi`, or `apiQuery` to read). Other places may name an endpoint to refresh what it shows
 * (`bookingsApi.mine.path`, `invalidateQueries(apiQuery(...))`, `apiQuery(...).queryKey`), and
 * reuse the owner's hooks by importing them. The few calls the app shell makes before any page loads
 * go through `callUnparsed`/`unparsedQuery` with `shellEndpoints.<feature>.<name>` (decision 072),
 * owned the same way.
 *
 * And no `/api/...` path is written anywhere in server/ or web/src but in common/'s contracts
 * (decision 072): a route is registered from its definition, a call or a link takes its path
 * from it. The few exceptions are listed below, each with its reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** A contract's name as its files are named: `trainingPlans` is `training-plans`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every `export const <feature>Api = {` in common/, with the file that holds it and its folders' name. */
const contracts = fs
  .readdirSync(path.join(root, 'common'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .flatMap((file) =>
    [...fs.readFileSync(path.join(root, 'common', file), 'utf8').matchAll(/^export const (\w+)Api\b/gm)].map((m) => ({
      feature: m[1]!,
      folder: kebab(m[1]!),
      file,
    })),
  );

/** A source without the places that only name an endpoint's cached answer (to refresh or update it). */
const refreshesRemoved = (text: string) =>
  text.replace(/(invalidateQueries|refetchQueries|removeQueries)\(\s*apiQuery\(/g, '$1(').replace(/apiQuery(\((?:[^()]|\([^()]*\))*\))\.queryKey/g, 'key$1');

const owner = (file: string, side: 'server/features' | 'web/src/features') => (file.startsWith(`${side}/`) ? file.slice(side.length + 1).split('/')[0] : null);

describe('every endpoint maps to one feature folder on each side', () => {
  it('finds the contracts', () => {
    expect(contracts.length).toBeGreaterThan(20);
  });

  it.each(contracts)('$feature: defined in common/<feature>.ts, with a server and a web folder of that name', ({ folder, file }) => {
    expect(file).toBe(`${folder}.ts`);
    expect(fs.existsSync(path.join(root, 'server/features', folder))).toBe(true);
    expect(fs.existsSync(path.join(root, 'web/src/features', folder))).toBe(true);
  });

  it.each(contracts)('$feature: every endpoint is registered by its server feature folder and nowhere else', async ({ feature, folder, file }) => {
    const api = (await import(path.join(root, 'common', file)))[`${feature}Api`] as Record<string, unknown>;
    const server = sources('server').map((f) => ({ f, text: fs.readFileSync(path.join(root, f), 'utf8') }));
    const users = server.filter(({ text }) => new RegExp(`\\b${feature}Api\\.`).test(text)).map(({ f }) => f);
    expect(users.filter((f) => owner(f, 'server/features') !== folder)).toEqual([]);
    const own = server
      .filter(({ f }) => owner(f, 'server/features') === folder)
      .map(({ text }) => text)
      .join('\n');
    const unregistered = Object.keys(api).filter((key) => !new RegExp(`route\\(\\s*\\w+,\\s*${feature}Api\\.${key}\\b`).test(own));
    expect(unregistered).toEqual([]);
  });

  it('the web calls an endpoint only from the web feature of its name', () => {
    const strays = sources('web/src').flatMap((f) =>
      [
        ...refreshesRemoved(fs.readFileSync(path.join(root, f), 'utf8')).matchAll(
          /\b(?:callApi|apiQuery)\(\s*(\w+)Api\.(\w+)|\b(?:callUnparsed|unparsedQuery)\(\s*shellEndpoints\.(\w+)\.(\w+)/g,
        ),
      ]
        .map((m) => ({ feature: m[1] ?? m[3]!, name: m[2] ?? m[4]! }))
        .filter(({ feature }) => owner(f, 'web/src/features') !== kebab(feature))
        .map(({ feature, name }) => `${f}: ${feature}Api.${name}`),
    );
    expect(strays).toEqual([]);
  });
});

/**
 * `/api/` paths written outside common/, allowed: the file, the exact literal and why. A bare
 * `'/api/'` (a prefix test: "is this an API request?") is not a path and needs no entry.
 */
const ALLOWED_PATHS: { file: string; literal: string; why: string }[] = [
  { file: 'server/platform/http/plugins.ts', literal: '/api/docs', why: 'the OpenAPI page (Swagger UI) is mounted there: a page of its own, not an endpoint' },
  { file: 'server/platform/http/security.ts', literal: '/api/docs', why: 'the OpenAPI page gets the page policy, not the API one' },
];

/** Test support (requests built as an outside client would) is not a source of paths. */
const isTestSupport = (file: string) => file.startsWith('server/test/');

/** A source without its comments (paths named in prose are fine). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Every `/api/...` string or template literal in a source (its start: up to a quote, a `$` or a space). */
const apiPathLiterals = (text: string) => [...withoutComments(text).matchAll(/['"`](\/api\/[^'"`$\s]+)/g)].map((m) => m[1]!);

describe('no /api/ path is written outside the contracts', () => {
  it('finds a stray path (the check itself)', () => {
    expect(apiPathLiterals("const url = '/api/things';\n// '/api/in-a-comment'\nfetch(`/api/x/${id}`); ok('/api/')")).toEqual(['/api/things', '/api/x/']);
  });

  it('server/ and web/src name every /api/ path through its definition in common/', () => {
    const strays = [...sources('server'), ...sources('web/src')]
      .filter((f) => !isTestSupport(f))
      .flatMap((f) =>
        apiPathLiterals(fs.readFileSync(path.join(root, f), 'utf8'))
          .filter((literal) => !ALLOWED_PATHS.some((a) => a.file === f && a.literal === literal))
          .map((literal) => `${f}: ${literal}`),
      );
    expect(strays).toEqual([]);
  });

  it('every allowed path is still there (a stale entry goes)', () => {
    const stale = ALLOWED_PATHS.filter((a) => !apiPathLiterals(fs.readFileSync(path.join(root, a.file), 'utf8')).includes(a.literal));
    expect(stale).toEqual([]);
  });
});
