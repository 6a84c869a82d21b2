import { describe, expect, it, vi } from 'vitest';
import { CacheGroup, memo, reuseSnapshotJson } from './memo.ts';

describe('memo', () => {
  it('loads once within the ttl, again after invalidate()', async () => {
    let n = 0;
    const m = memo(60_000, async () => ({ n: ++n }));
    expect(await m.get()).toEqual({ n: 1 });
    expect(await m.get()).toEqual({ n: 1 });
    m.invalidate();
    expect(await m.get()).toEqual({ n: 2 });
  });

  it('loads again once the ttl has passed, and on every call with ttl 0', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      const m = memo(1000, async () => ++n);
      expect(await m.get()).toBe(1);
      vi.advanceTimersByTime(999);
      expect(await m.get()).toBe(1);
      vi.advanceTimersByTime(1);
      expect(await m.get()).toBe(2);
      const off = memo(0, async () => ++n);
      expect(await off.get()).toBe(3);
      expect(await off.get()).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a value whose load started before invalidate() (it may predate the write)', async () => {
    let release!: (v: string) => void;
    let calls = 0;
    const m = memo(60_000, () => (++calls === 1 ? new Promise<string>((r) => (release = r)) : Promise.resolve('after')));
    const first = m.get();
    m.invalidate();
    expect(await m.get()).toBe('after');
    release('before');
    expect(await first).toBe('before');
    expect(await m.get()).toBe('after');
    expect(calls).toBe(2);
  });

  it('is dropped with its group', async () => {
    const group = new CacheGroup();
    let a = 0;
    let b = 0;
    const ma = memo(60_000, async () => ++a, group);
    const mb = memo(60_000, async () => ++b, group);
    await ma.get();
    await mb.get();
    group.invalidate();
    expect([await ma.get(), await mb.get()]).toEqual([2, 2]);
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
