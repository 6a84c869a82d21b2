import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/staff.json';
import es from '@/locales/es/staff.json';
import { auditDetails, auditTarget } from './audit-format';

describe('auditTarget', () => {
  it('names the thing changed with its id', () => {
    expect(auditTarget('pickup_game', '7')).toBe('pickup game #7');
    expect(auditTarget('plan', 'PRO')).toBe('plan PRO');
    expect(auditTarget('program', null)).toBe('program');
  });
});

describe('auditDetails', () => {
  it('lists the details, leaving out empty ones', () => {
    expect(auditDetails({ capacity: 10, scope: 'one', sessionTitle: null, ids: [3, 1, 2] })).toBe('capacity: 10 · scope: one · ids: [3,1,2]');
  });

  it('cuts long values', () => {
    expect(auditDetails({ description: 'x'.repeat(100) }, 10)).toBe(`description: ${'x'.repeat(9)}…`);
  });
});

describe('the audit catalogue (issue 34: "approve-coach user #10" in a Spanish screen)', () => {
  // Every action and entity the server writes (read from its audit(...) calls) has words in both languages.
  const server = path.resolve(import.meta.dirname, '../../../../../../server/features');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path.join(dir, e.name)] : [],
      );
  const calls = files(server).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/\baudit\(\s*[\w.]+,\s*[\w.!]+,\s*([^;]*?),\s*'([a-z_]+)',/g)]);
  // The action argument: its string literals, or the literals of the variable it names (team reports' `action`).
  const actions = new Set(calls.flatMap((m) => [...m[1]!.matchAll(/'([a-z_.-]+)'/g)].map((a) => a[1]!)));
  for (const f of files(server))
    for (const m of fs.readFileSync(f, 'utf8').matchAll(/const action = ([^;]+);/g)) for (const a of m[1]!.matchAll(/'([a-z_.-]+)'/g)) actions.add(a[1]!);
  const entities = new Set(calls.map((m) => m[2]!));

  it('finds the server audit calls', () => {
    expect(calls.length).toBeGreaterThan(30);
    expect(actions.has('approve-coach')).toBe(true);
  });

  it.each(['en', 'es'] as const)('names every action and entity in %s', (language) => {
    const words = (language === 'en' ? en : es).audit;
    expect([...actions].filter((a) => !(a in words.actions))).toEqual([]);
    expect([...entities].filter((e) => !(e in words.entities))).toEqual([]);
  });

  it('writes the Spanish in Spanish', () => {
    expect(es.audit.actions['approve-coach']).toBe('aprobó como entrenador a');
    expect(auditTarget('user', '10', es.audit.entities.user)).toBe('usuario #10');
    expect(auditTarget('attendance_policy', '1', es.audit.entities.attendance_policy)).toBe('la política de asistencia');
  });
});
