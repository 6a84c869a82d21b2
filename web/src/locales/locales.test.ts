import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en as coachEn } from '@/features/coach/i18n/en';
import { es as coachEs } from '@/features/coach/i18n/es';

/**
 * Decision 025: a user-visible string missing from either language fails here. Both languages
 * must have the same keys with non-empty text and the same {{placeholders}}; every key a screen
 * asks for must exist; and a translated screen must not hold English words typed straight into
 * its JSX.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');

/** Every text by its dotted key; anything but nested objects of strings fails (i18next would show the key). */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else if (v !== null && typeof v === 'object' && !Array.isArray(v)) for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
    else throw new Error(`${prefix}${k} is not a text`);
  }
  return out;
}

const namespaces = fs
  .readdirSync(path.join(root, 'locales/en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const catalogue = (lang: string, ns: string) => leaves(JSON.parse(read(`locales/${lang}/${ns}.json`)));
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

/** The same keys in both languages, no empty text, and the same {{placeholders}} in each text. */
function expectSameShape(en: Map<string, string>, es: Map<string, string>) {
  expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  for (const [key, text] of [...en, ...es]) expect(text.trim(), key).not.toBe('');
  // Placeholders must match, or a name or figure would be lost in one language.
  for (const [key, text] of en) expect(placeholders(es.get(key)!), key).toEqual(placeholders(text));
}

/** Every source file under web/src (tests aside), relative to it. */
const sources = fs
  .readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'))
  .map((e) => path.relative(root, path.join(e.parentPath, e.name)));

/**
 * The screens already translated: their JSX text and labels must come from the translations. A file
 * that reads a namespace (useT or useShellT) is held to it automatically, so a screen cannot be half
 * moved; the folders listed here are held to it whole (every .tsx file in them).
 */
const TRANSLATED_FOLDERS = ['app', 'features', 'lib', 'ui'];
const TRANSLATED = sources
  .filter((f) => f.endsWith('.tsx'))
  .filter((f) => TRANSLATED_FOLDERS.some((d) => f.startsWith(`${d}/`)) || /\buseT\('|\buseShellT\(\)/.test(read(f)))
  .sort();

describe('translations', () => {
  it.each(namespaces)('%s: English and Spanish have the same keys and placeholders, none empty', (ns) => {
    expectSameShape(catalogue('en', ns), catalogue('es', ns));
  });

  it("the coach dashboard's languages have the same keys and placeholders", () => {
    expectSameShape(leaves(coachEn), leaves(coachEs));
  });

  it('every key a screen asks for exists in English', () => {
    const known = new Map<string, Set<string>>();
    for (const ns of namespaces) known.set(ns, new Set([...catalogue('en', ns).keys()].map((k) => k.replace(/_(one|other)$/, ''))));
    const missing: string[] = [];
    for (const f of sources) {
      const src = read(f);
      const ns = /useT\('(\w+)'\)/.exec(src)?.[1] ?? (/useShellT\(\)/.test(src) ? 'shell' : null);
      if (!ns) continue;
      for (const m of src.matchAll(/\bt\('([\w.]+)'/g)) if (!known.get(ns)?.has(m[1]!)) missing.push(`${f}: ${ns}:${m[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it.each(TRANSLATED)('%s has no English typed into its JSX', (file) => {
    const src = read(file)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    // Text between tags, and the attributes people read or hear.
    const text = [...src.matchAll(/(?<![=-])>\s*([A-Za-z][^<>{}();=]*?)\s*</g)].map((m) => m[1]!.trim()).filter((t) => /[a-z]{2,}/.test(t));
    const attrs = [...src.matchAll(/\b(?:aria-label|title|placeholder|label|alt)="([^"]*[A-Za-z]{2,}[^"]*)"/g)].map((m) => m[1]!);
    expect([...text, ...attrs]).toEqual([]);
  });
});
