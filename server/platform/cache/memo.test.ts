import { describe, expect, it, vi } from 'vitest';
import { memo, reuseSnapshotJson } from './memo.ts';

describe('memo', () => {
  it('loads once within the ttl, again after invalidate()', async () => {
    let n = 0;
    const m = memo(60_000, async () => ({ n: ++n }));
    expect(await m.get()).toEqual({ n: 1 });
    expect(await m.get()).toEqual({ n: 1 });
    m.invalidate();
    expect(await m.get()).toEqual({ n: 2 });
  });
});

describe('reuseSnapshotJson', () => {
  it('serializes a memo value once, and a new value after invalidate()', async () => {
    let n = 0;
    const m = memo(60_000, async () => [{ n: ++n }]);
    const serialize = vi.fn((data: unknown) => JSON.stringify(data));
    const send = reuseSnapshotJson(serialize);
    expect(send(await m.get())).toBe('[{"n":1}]');
    expect(send(await m.get())).toBe('[{"n":1}]');
    expect(serialize).toHaveBeenCalledTimes(1);
    m.invalidate();
    expect(send(await m.get())).toBe('[{"n":2}]');
    expect(serialize).toHaveBeenCalledTimes(2);
  });

  it('serializes any other value on every call', () => {
    const serialize = vi.fn((data: unknown) => JSON.stringify(data));
    const send = reuseSnapshotJson(serialize);
    const value = { a: 1 };
    send(value);
    value.a = 2;
    expect(send(value)).toBe('{"a":2}');
    expect(serialize).toHaveBeenCalledTimes(2);
  });
});
