/**
 * zod probes `new Function` once to decide whether it may compile parsers; our content security
 * policy forbids eval, so the probe would only report a violation. zod keeps its global config
 * on `globalThis.__zod_globalConfig` (so that several copies share it) and adopts an object that
 * is already there, so setting the flag here, before any zod module has loaded, has the effect of
 * `config({ jitless: true })` without pulling zod into the entry chunk: only lazily loaded pages
 * use zod. zod-jitless.test.ts checks that zod still reads it.
 */
import { plainIssueMessage, type IssueLike } from '@common/zod-messages';

declare global {
  var __zod_globalConfig: { jitless?: boolean; customError?: (iss: IssueLike) => string } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;
// Form messages a schema did not word itself are plain sentences naming the field (same map as the server).
globalThis.__zod_globalConfig.customError = (iss) =>
  plainIssueMessage(iss, typeof document !== 'undefined' && document.documentElement.lang === 'es' ? 'es' : 'en');

export {};
