import { describe, expect, it } from 'vitest';
import { accountApi } from './account.ts';
import { authApi } from './auth.ts';
import type { Endpoint } from './endpoint.ts';
import { shellEndpoints } from './shell-endpoints.ts';
import { siteApi } from './site.ts';

const contracts: Record<keyof typeof shellEndpoints, Record<string, Endpoint>> = { auth: authApi, account: accountApi, site: siteApi };

describe('the shell endpoints (no zod in the entry chunk)', () => {
  const entries = Object.entries(shellEndpoints).flatMap(([feature, defs]) =>
    Object.entries(defs).map(([name, def]) => ({ feature: feature as keyof typeof shellEndpoints, name, def })),
  );

  it.each(entries)('$feature.$name has the method and path of its contract', ({ feature, name, def }) => {
    const contract = contracts[feature][name];
    expect(contract, `${feature}Api.${name}`).toBeDefined();
    expect({ method: def.method, path: def.path }).toEqual({ method: contract!.method, path: contract!.path });
  });

  it('the module loads no zod: it imports types only', async () => {
    const fs = await import('node:fs');
    const source = fs.readFileSync(new URL('./shell-endpoints.ts', import.meta.url), 'utf8');
    expect(source.match(/^import (?!type ).*$/gm) ?? []).toEqual([]);
  });
});
