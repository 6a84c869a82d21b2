import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** `BackHomePage` → `back-home-page`, `useCurrentToast` → `use-current-toast`, `toast` → `toast`. */
function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The names of the values a module exports (functions, constants, classes, default functions, export lists); types do not name files. */
function exportedNames(source: string): string[] {
  const names = [...source.matchAll(/^export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]!);
  for (const list of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of list[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** Whether a file is named after one of its exports: `back-home-page.tsx` exporting `BackHomePage`. */
function namedAfterAnExport(fileName: string, source: string): boolean {
  const base = fileName.replace(/\.tsx?$/, '');
  return exportedNames(source).some((name) => kebabCase(name) === base);
}

const uiDir = join(__dirname);
const uiFiles = readdirSync(uiDir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'));

describe('ui/ file names', () => {
  it('turns export names into kebab-case', () => {
    expect(kebabCase('BackHomePage')).toBe('back-home-page');
    expect(kebabCase('useCurrentToast')).toBe('use-current-toast');
    expect(kebabCase('toast')).toBe('toast');
    expect(kebabCase('HTMLView')).toBe('html-view');
  });

  it('reads the exported values, not the types', () => {
    const source = [
      'export interface Props {}',
      'export type Size = 1;',
      'export function NextSteps() {}',
      'export default function Toaster() {}',
      'export const Tabs = 1;',
      'export { A as Renamed, type T };',
    ].join('\n');
    expect(exportedNames(source)).toEqual(['NextSteps', 'Toaster', 'Tabs', 'Renamed']);
  });

  it('refuses a file named after its area rather than its export', () => {
    expect(namedAfterAnExport('commerce-page.tsx', 'export function BackHomePage() {}')).toBe(false);
    expect(namedAfterAnExport('back-home-page.tsx', 'export function BackHomePage() {}')).toBe(true);
  });

  it('finds the ui/ files', () => {
    expect(uiFiles).toContain('button.tsx');
  });

  it.each(uiFiles)('%s is named after one of its exports', (file) => {
    const source = readFileSync(join(uiDir, file), 'utf8');
    expect(exportedNames(source).map(kebabCase), `${file} should be renamed to the kebab-case of one of these`).toContain(file.replace(/\.tsx?$/, ''));
  });
});
