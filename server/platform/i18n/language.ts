import type { FastifyInstance, FastifyRequest } from 'fastify';
import { plainIssueMessage, type IssueLike } from '../../../common/zod-messages.ts';
import { messageText, parseRef } from '../../../common/messages/index.ts';
import { toSpanish } from './messages-es.ts';

export type Language = 'en' | 'es';

/** The best of English and Spanish for an Accept-Language header (by q-value; English when neither). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q === undefined ? 1 : Number(q) };
    })
    .filter((x) => (x.lang === 'en' || x.lang === 'es') && x.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked[0]?.lang as Language | undefined) ?? 'en';
}

/** A signed-in person's chosen language, else the browser's. */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'> & { user?: { language: string | null } | null }): Language {
  const chosen = req.user?.language;
  if (chosen === 'en' || chosen === 'es') return chosen;
  return languageFromHeader(req.headers['accept-language']);
}

/**
 * The language of an e-mail to an account: the one it chose, else `fallback`. The fallback is English,
 * or the request's language when the recipient is the person asking (a sign-up, a signed-in change).
 */
export const mailLanguage = (chosen: string | null | undefined, fallback: Language = 'en'): Language =>
  chosen === 'en' || chosen === 'es' ? chosen : fallback;

/**
 * A message in `lang`: a catalogue reference (decision 071) by its id, in either language; a plain
 * sentence of a feature not yet moved to ids through messages-es.ts.
 */
export const translateMessage = (message: string, lang: Language): string =>
  parseRef(message) ? messageText(message, lang) : lang === 'es' ? toSpanish(message) : message;

/** A validation issue's message in the request's language (the field's own wording goes through the catalogue). */
export function validationMessage(issue: IssueLike & { message?: string }, lang: Language): string {
  if (issue.message && parseRef(issue.message)) return messageText(issue.message, lang);
  const english = issue.message ?? plainIssueMessage(issue);
  if (lang === 'en') return english;
  // The answered issue no longer holds the input: find which wording (missing or present) it was.
  for (const candidate of [
    { ...issue, input: undefined },
    { ...issue, input: '' },
  ]) {
    if (english === plainIssueMessage(candidate, 'en')) return plainIssueMessage(candidate, 'es');
  }
  return toSpanish(english);
}

/**
 * Every JSON answer's `message` (errors and confirmations alike) in the request's language: a
 * catalogue reference (`{ message: msg('auth.signedIn') }`) is worded in either language.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', (req, _reply, payload, done) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return done(null, payload);
    const message = (payload as { message?: unknown }).message;
    if (typeof message !== 'string') return done(null, payload);
    const lang = requestLanguage(req);
    if (lang === 'en' && !parseRef(message)) return done(null, payload);
    done(null, { ...(payload as object), message: translateMessage(message, lang) });
  });
}
