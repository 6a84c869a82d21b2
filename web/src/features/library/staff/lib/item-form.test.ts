import { describe, expect, it } from 'vitest';
import type { StaffLibraryItem } from '@common/library';
import { changesOf, formOf, inputOf } from './item-form';

const item: StaffLibraryItem = {
  id: 1,
  kind: 'ARTICLE',
  title: 'Warm up',
  titleEs: null,
  summary: 'Short',
  summaryEs: null,
  body: null,
  bodyEs: null,
  sport: null,
  level: 'BEGINNER',
  skill: 'warm-up',
  isFree: true,
  published: true,
  thumbnailUrl: null,
  videoUrl: null,
  durationSeconds: null,
  createdAt: '',
  updatedAt: '',
};

describe('the library item form', () => {
  it('sends blanks as null: no Spanish, every sport', () => {
    expect(inputOf({ ...formOf(null), title: ' Drill ', skill: 'footwork', sport: ' ' }, 'library/uploads/1/k')).toMatchObject({
      title: 'Drill',
      sport: null,
      titleEs: null,
      objectKey: 'library/uploads/1/k',
    });
  });
  it('sends only what changed in an edit', () => {
    expect(changesOf(item, { ...formOf(item), titleEs: 'Calentamiento' }, null)).toEqual({ titleEs: 'Calentamiento' });
    expect(changesOf(item, formOf(item), null)).toEqual({});
  });
  it('sends a newly uploaded video', () => expect(changesOf(item, formOf(item), 'library/uploads/1/n')).toEqual({ objectKey: 'library/uploads/1/n' }));
});
