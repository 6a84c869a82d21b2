import { describe, expect, it } from 'vitest';
import { requeueFailed, type FilePicker, type MediaUploadResult } from './requeue-failed';

type Failed = NonNullable<MediaUploadResult['failed']>;

function fakePicker(ids: string[]) {
  const files = new Set(ids);
  const added: { name?: string; type?: string; data: Blob | File; source: string }[] = [];
  const removed: string[] = [];
  const fake = {
    getFile: (id: string) => (files.has(id) ? { id } : undefined),
    removeFile: (id: string) => {
      files.delete(id);
      removed.push(id);
    },
    addFile: (file: { name?: string; type?: string; data: Blob | File; source: string }) => {
      added.push(file);
    },
  };
  return { added, removed, picker: fake as unknown as FilePicker };
}

const failedFile = (id: string, data?: Blob) => ({ id, name: `${id}.mp4`, type: 'video/mp4', data }) as unknown as Failed[number];

describe('requeueFailed', () => {
  it('puts each failed file back as chosen, for Upload to try again', () => {
    const data = new Blob(['x'], { type: 'video/mp4' });
    const p = fakePicker(['a']);
    requeueFailed(p.picker, [failedFile('a', data)]);
    expect(p.removed).toEqual(['a']);
    expect(p.added).toEqual([{ name: 'a.mp4', type: 'video/mp4', data, source: 'retry' }]);
  });

  it('skips files the picker no longer has or whose data is gone', () => {
    const p = fakePicker(['b']);
    requeueFailed(p.picker, [failedFile('gone', new Blob(['x'])), failedFile('b')]);
    expect(p.removed).toEqual([]);
    expect(p.added).toEqual([]);
  });

  it('does nothing without failed files', () => {
    const p = fakePicker(['a']);
    requeueFailed(p.picker, undefined);
    expect(p.added).toEqual([]);
  });
});
