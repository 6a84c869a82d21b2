/**
 * The `next` parameter of /login as a path of this site, or null. Only same-origin paths are
 * followed ("/invite/abc"), never another site ("//evil.test", "https://...", "/\\evil.test").
 */
export function safeNext(next: string | null | undefined, origin: string): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
