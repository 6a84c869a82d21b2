import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from './config.ts';

/**
 * The README's configuration table is checked against the config schema (issue 28: it had
 * drifted): every variable on both sides, and each default the table names is the code's.
 */
const readme = fs.readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
const rows = section
  .split('\n')
  .map((line) => /^\| `([A-Z0-9_]+)` \| ([^|]*) \|/.exec(line))
  .filter((m): m is RegExpExecArray => m !== null)
  .map((m) => ({ name: m[1]!, shown: m[2]!.trim() }));

describe('the README configuration table', () => {
  const variables = Object.keys(configSchema.shape);

  it('names every variable of server/config.ts, once, and no other', () => {
    expect(rows.map((r) => r.name).sort()).toEqual([...variables].sort());
  });

  it("shows each variable's default as the code has it ('unset' where there is none)", () => {
    const defaults = loadConfig({});
    for (const { name, shown } of rows) {
      const value = (defaults as Record<string, unknown>)[name];
      const expected = value === undefined ? 'unset' : String(value);
      // STORAGE_SECRET has no default in the schema: the server keeps one in DATA_DIR.
      if (name === 'STORAGE_SECRET') expect(shown).toBe('kept in `DATA_DIR`');
      else expect(shown, name).toBe(expected);
    }
  });
});
