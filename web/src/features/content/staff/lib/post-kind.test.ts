import { describe, expect, it } from 'vitest';
import { englishT as englishOf } from '@/lib/i18n/test-translate';
import staff from '@/locales/en/staff.json';
import { describeKind, postKind } from './post-kind';

const englishT = englishOf<'staff'>(staff);

describe('postKind', () => {
  it('treats a plain headline as news only', () => {
    expect(postKind('New turf field opens Monday')).toEqual({ news: true, tip: false });
  });

  it('treats a tip title as a tip and not news', () => {
    expect(postKind('Footwork tip: land softly')).toEqual({ news: false, tip: true });
  });

  it('keeps a tournament story in the news even when it mentions training', () => {
    expect(postKind('Tournament training recap')).toEqual({ news: true, tip: true });
  });
});

describe('describeKind', () => {
  it('explains the rule before a title is typed', () => {
    expect(describeKind('  ', englishT)).toMatch(/coaching tips/);
  });

  it('says where the post will appear', () => {
    expect(describeKind('Spring camp registration is open', englishT)).toMatch(/counts as news/);
    expect(describeKind('Practice your first step', englishT)).toMatch(/counts as a coaching tip/);
  });
});
