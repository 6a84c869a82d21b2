import { describe, expect, it } from 'vitest';
import { isNewsTitle, isTipTitle, NEWS_LIMIT, newsItems } from './content';

/** A feed post as the server sends it: whether it is news comes from its (English) title. */
const post = (title: string) => ({ title, news: isNewsTitle(title) });

describe('news titles (part 1, section 9)', () => {
  it('keeps titles with a news word, even when they also name a tip word', () => {
    for (const t of [
      'Fall Tournament',
      'State CHAMPIONSHIP',
      'Weekend recap',
      'We dominated',
      'So proud',
      'Congratulations!',
      'New equipment',
      'Shoutout to Maya',
    ]) {
      expect(isNewsTitle(t)).toBe(true);
    }
    expect(isNewsTitle('Tournament practice tips')).toBe(true);
    expect(isNewsTitle('Weekend focus: defence')).toBe(true);
  });

  it('drops coaching tips: titles with tip, focus or practice and no news word', () => {
    expect(isNewsTitle('Tip of the Week: First-Step Quickness')).toBe(false);
    expect(isNewsTitle('Technique Focus: Shooting Arc')).toBe(false);
    expect(isNewsTitle('Practice Plan: Ball Mastery at Home')).toBe(false);
    expect(isNewsTitle('Multiple tips')).toBe(false);
  });

  it('keeps any other title', () => {
    expect(isNewsTitle('Facility closed on Monday')).toBe(true);
    expect(isNewsTitle('')).toBe(true);
  });
});

describe('newsItems', () => {
  it('keeps at most 4 news posts, in feed order', () => {
    expect(NEWS_LIMIT).toBe(4);
    const feed = [
      'U14 Wins the Fall Tournament',
      'Tip of the Week',
      'Championship Qualifiers',
      'Technique Focus',
      'Weekend Recap',
      'Equipment arrives',
      'Shoutout: Maya',
    ].map(post);
    expect(newsItems(feed).map((p) => p.title)).toEqual(['U14 Wins the Fall Tournament', 'Championship Qualifiers', 'Weekend Recap', 'Equipment arrives']);
  });

  it('returns every news post when there are fewer than 4, and none for an empty feed', () => {
    expect(newsItems([post('Tip: hydrate'), post('Open house')])).toEqual([post('Open house')]);
    expect(newsItems([])).toEqual([]);
  });

  it('keeps the other fields of each post', () => {
    const full = { id: 7, title: 'Proud moment', content: 'x', extra: true, news: true };
    expect(newsItems([full])[0]).toBe(full);
  });
});

describe('isTipTitle (part 1, 2.6)', () => {
  it('recognises coach training tips', () => {
    expect(isTipTitle('Tip of the Week')).toBe(true);
    expect(isTipTitle('Speed Training Basics')).toBe(true);
    expect(isTipTitle('Technique Focus')).toBe(true);
    expect(isTipTitle('Fall Tournament')).toBe(false);
  });
});
