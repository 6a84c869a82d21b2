import { describe, expect, it, vi } from 'vitest';
import { CacheGroup, memo, memoByKey, reuseSnapshotJson } from './memo.ts';

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
    expect(String(send(await m.get()))).toBe('[{"n":1}]');
    expect(String(send(await m.get()))).toBe('[{"n":1}]');
    expect(serialize).toHaveBeenCalledTimes(1);
    m.invalidate();
    expect(String(send(await m.get()))).toBe('[{"n":2}]');
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

describe('memoByKey', () => {
  it('loads each key once within the ttl, all again after invalidate() or its group', async () => {
    const group = new CacheGroup();
    const m = memoByKey<number, { key: number; n: number }>(60_000, group);
    let n = 0;
    const load = (key: number) => async () => ({ key, n: ++n });
    expect(await m.get(1, load(1))).toEqual({ key: 1, n: 1 });
    expect(await m.get(2, load(2))).toEqual({ key: 2, n: 2 });
    expect(await m.get(1, load(1))).toEqual({ key: 1, n: 1 });
    group.invalidate();
    expect(await m.get(1, load(1))).toEqual({ key: 1, n: 3 });
    m.invalidate();
    expect(await m.get(2, load(2))).toEqual({ key: 2, n: 4 });
  });

  it('shares one load between callers at once, and reloads after the ttl or on every call with ttl 0', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      const m = memoByKey<string, number>(1000);
      const [a, b] = await Promise.all([m.get('u', async () => ++n), m.get('u', async () => ++n)]);
      expect([a, b]).toEqual([1, 1]);
      vi.advanceTimersByTime(1000);
      expect(await m.get('u', async () => ++n)).toBe(2);
      const off = memoByKey<string, number>(0);
      expect(await off.get('u', async () => ++n)).toBe(3);
      expect(await off.get('u', async () => ++n)).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a value whose load started before invalidate()', async () => {
    let release!: (v: string) => void;
    const m = memoByKey<number, string>(60_000);
    const first = m.get(1, () => new Promise<string>((r) => (release = r)));
    m.invalidate();
    expect(await m.get(1, async () => 'after')).toBe('after');
    release('before');
    expect(await first).toBe('before');
    expect(await m.get(1, async () => 'later')).toBe('after');
  });

  it('holds at most max keys, dropping the oldest', async () => {
    const m = memoByKey<number, number>(60_000, undefined, 2);
    await m.get(1, async () => 1);
    await m.get(2, async () => 2);
    await m.get(3, async () => 3);
    expect(m.size).toBe(2);
    expect(await m.get(1, async () => 10)).toBe(10);
    expect(await m.get(3, async () => 30)).toBe(3);
  });

  it('hands out values the serializer reuses', async () => {
    const m = memoByKey<number, { a: number }>(60_000);
    const value = await m.get(1, async () => ({ a: 1 }));
    let calls = 0;
    const serialize = reuseSnapshotJson((d) => (calls++, JSON.stringify(d)));
    expect(String(serialize(value))).toBe('{"a":1}');
    expect(String(serialize(value))).toBe('{"a":1}');
    expect(calls).toBe(1);
  });
});

describe('CacheGroup without a bus to hear other nodes (suspended)', () => {
  it('serves and keeps nothing while suspended, and starts empty when resumed', async () => {
    const group = new CacheGroup();
    let n = 0;
    const m = memo(60_000, async () => ++n, group);
    const byKey = memoByKey<string, number>(60_000, group);
    expect(await m.get()).toBe(1);
    group.suspend();
    expect(m.peek()).toBeUndefined();
    expect(await m.get()).toBe(2);
    expect(await m.get()).toBe(3);
    expect(await byKey.get('k', async () => ++n)).toBe(4);
    expect(await byKey.get('k', async () => ++n)).toBe(5);
    group.resume();
    expect(await m.get()).toBe(6);
    expect(await m.get()).toBe(6);
    expect(m.peek()).toBe(6);
  });

  it('invalidate() answers undefined without a bus, and the bus’s promise with one', async () => {
    const group = new CacheGroup();
    expect(group.invalidate()).toBeUndefined();
    let published = 0;
    group.attach({ publish: async () => void (published += 1) });
    await group.invalidate();
    expect(published).toBe(1);
  });
});
