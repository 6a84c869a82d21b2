import { expect, it } from 'vitest';

it('makes zod jitless without importing it first', async () => {
  expect(globalThis.__zod_globalConfig).toBeUndefined();
  await import('./zod-jitless');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  // A schema still parses (and would not try `new Function`).
  const { z } = await import('zod');
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  // And its messages are the plain sentences of common/zod-messages.ts.
  expect(z.object({ fileName: z.string() }).safeParse({}).error?.issues[0]?.message).toBe('File name is required.');
});
