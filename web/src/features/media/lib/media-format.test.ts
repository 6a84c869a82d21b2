import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, legacyUploadUrl, parseTags, titleFromFileName } from './media-format';

describe('parseTags', () => {
  it('splits on commas, trims and drops blanks', () => {
    expect(parseTags(' sprint,  start , ,drive   phase,')).toEqual(['sprint', 'start', 'drive phase']);
  });

  it('keeps the first of tags that differ only in case', () => {
    expect(parseTags('Speed, speed, SPEED, agility')).toEqual(['Speed', 'agility']);
  });

  it('keeps at most 20 tags of at most 40 characters, as the API accepts', () => {
    const many = Array.from({ length: 25 }, (_, i) => `t${i}`).join(',');
    expect(parseTags(many)).toHaveLength(20);
    expect(parseTags('x'.repeat(50))[0]).toHaveLength(40);
  });

  it('reads an empty field as no tags', () => {
    expect(parseTags('')).toEqual([]);
  });
});

describe('titleFromFileName', () => {
  it('drops the extension', () => {
    expect(titleFromFileName('speed_drill.mp4')).toBe('speed_drill');
    expect(titleFromFileName('game.day.mov')).toBe('game.day');
    expect(titleFromFileName('README')).toBe('README');
  });
});

describe('legacyUploadUrl', () => {
  it('escapes the original name', () => {
    expect(legacyUploadUrl('my clip #1.mp4')).toBe('/uploads/my%20clip%20%231.mp4');
  });
});

describe('formatBytes', () => {
  it('picks a readable unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(12.4 * 1024 * 1024)).toBe('12 MB');
    expect(formatBytes(104857600)).toBe('100 MB');
    expect(formatBytes(3.3 * 1024 * 1024)).toBe('3.3 MB');
  });
});

describe('formatDuration', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatDuration(7.4)).toBe('0:07');
    expect(formatDuration(62)).toBe('1:02');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
});
