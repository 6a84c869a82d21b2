import { describe, expect, it } from 'vitest';
import { initialSlugState, nameChanged, normaliseSlug, slugEdited } from './slug-follow';

describe('slug following the display name', () => {
  it('starts from the name when nothing is saved, and follows it', () => {
    const s = initialSlugState(null, 'Casey Morgan');
    expect(s).toEqual({ slug: 'casey-morgan', follows: true });
    expect(nameChanged(s, "  Casey O'Neil Jr. ")).toEqual({ slug: 'casey-o-neil-jr', follows: true });
  });

  it('keeps following when the saved slug is the name slugified', () => {
    const s = initialSlugState('jordan-rivera', 'Jordan Rivera');
    expect(s.follows).toBe(true);
    expect(nameChanged(s, 'Jordan M. Rivera').slug).toBe('jordan-m-rivera');
  });

  it('does not follow a saved slug that was chosen by hand', () => {
    const s = initialSlugState('jr-hoops', 'Jordan Rivera');
    expect(nameChanged(s, 'Jordan M. Rivera')).toEqual({ slug: 'jr-hoops', follows: false });
  });

  it('stops following once the slug is edited by hand', () => {
    const edited = slugEdited('my-own-url');
    expect(edited.follows).toBe(false);
    expect(nameChanged(edited, 'Someone Else').slug).toBe('my-own-url');
  });

  it('follows again after the slug field is cleared', () => {
    const cleared = slugEdited('  ');
    expect(cleared.follows).toBe(true);
    expect(nameChanged(cleared, 'Ava Johnson').slug).toBe('ava-johnson');
  });

  it('normalises a typed slug by the same rule, unless nothing would remain', () => {
    expect(normaliseSlug('--My Hoops_Page!--')).toBe('my-hoops-page');
    expect(normaliseSlug('!!!')).toBe('!!!');
  });
});
