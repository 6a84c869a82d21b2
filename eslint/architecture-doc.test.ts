/**
 * docs/architecture.md names files and folders a newcomer will open (the booking walk, decision
 * 036): every path it names must exist, so a move that forgets the page fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** Backticked repo paths: a top folder we have, then more; placeholders (`<name>`, `*`) are skipped. */
const TOP = /^(common|server|web|e2e|bench|docs|eslint|scripts)\//;
const named = [...new Set([...doc.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!.replace(/[.,:;)]+$/, '')))].filter((p) => TOP.test(p) && !/[<>*{]|NNN/.test(p));

describe('docs/architecture.md', () => {
  it('names paths (the walk, the layers, where things go)', () => {
    expect(named.length).toBeGreaterThan(30);
  });

  it('names only paths that exist', () => {
    expect(named.filter((p) => !fs.existsSync(path.join(root, p)))).toEqual([]);
  });
});
