import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@common/media';
import { athleteProgress } from './athlete-progress';

const feedback = (id: number, rating: number | null, createdAt: string) => ({
  id,
  coachId: 1,
  rating,
  feedback: 'x',
  createdAt,
  coach: { name: 'Marcus Bell', imageUrl: null },
});
const item = (id: number, userId: number, createdAt: string, status: MediaItem['status'], fb: MediaItem['feedback'] = []): MediaItem => ({
  id,
  fileUrl: `/files/${id}`,
  thumbnailUrl: null,
  fileType: 'VIDEO',
  mimeType: 'video/mp4',
  originalName: `clip-${id}.mp4`,
  fileSize: 1000,
  durationSeconds: 3,
  status,
  isPublic: false,
  title: null,
  description: null,
  tags: [],
  sport: null,
  createdAt,
  feedback: fb,
  user: { id: userId, firstName: 'Jordan', lastName: 'Rivera' },
});

describe('athleteProgress', () => {
  const media = [
    item(1, 10, '2026-03-01T10:00:00.000Z', 'PENDING'),
    item(2, 11, '2026-03-02T10:00:00.000Z', 'PENDING'),
    item(3, 10, '2026-03-03T10:00:00.000Z', 'REVIEWED', [feedback(5, 3, '2026-03-04T00:00:00.000Z'), feedback(6, 5, '2026-03-05T00:00:00.000Z')]),
    item(4, 10, '2026-02-20T10:00:00.000Z', 'REVIEWED', [feedback(7, null, '2026-03-06T00:00:00.000Z'), feedback(8, 2, '2026-02-21T00:00:00.000Z')]),
  ];

  it("lists only that athlete's uploads, newest first", () => {
    expect(athleteProgress(media, 10).rows.map((r) => r.id)).toEqual([3, 1, 4]);
  });

  it('counts the reviewed ones', () => {
    expect(athleteProgress(media, 10).reviewed).toBe(2);
  });

  it('takes the newest rating, skipping feedback without one', () => {
    const rows = athleteProgress(media, 10).rows;
    expect(rows.find((r) => r.id === 3)?.latestRating).toBe(5);
    expect(rows.find((r) => r.id === 4)?.latestRating).toBe(2);
    expect(rows.find((r) => r.id === 1)?.latestRating).toBeNull();
  });

  it('is empty for an athlete without uploads', () => {
    expect(athleteProgress(media, 99)).toEqual({ rows: [], reviewed: 0 });
  });
});
