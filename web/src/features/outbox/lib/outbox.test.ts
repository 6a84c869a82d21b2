import { describe, expect, it } from 'vitest';
import { filterOutbox, linkify } from './outbox';

const mail = (id: number, to: string, createdAt: string) => ({ id, to, subject: 's', text: 't', status: 'SENT', createdAt });

describe('filterOutbox', () => {
  const list = [
    mail(1, 'kid@example.com', '2026-03-01T10:00:00.000Z'),
    mail(2, 'dana@example.com', '2026-03-02T10:00:00.000Z'),
    mail(3, 'Kid@Example.com', '2026-03-02T10:00:00.000Z'),
  ];

  it('lists the newest first', () => {
    expect(filterOutbox(list, '').map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('keeps the recipients that contain the filter, in any case', () => {
    expect(filterOutbox(list, ' KID@ ').map((m) => m.id)).toEqual([3, 1]);
    expect(filterOutbox(list, 'nobody')).toEqual([]);
  });
});

describe('linkify', () => {
  it('finds the links in a message', () => {
    expect(linkify('Accept here:\nhttp://localhost:5000/invite/abc_-1\n\nBye')).toEqual([
      { kind: 'text', value: 'Accept here:\n' },
      { kind: 'link', value: 'http://localhost:5000/invite/abc_-1' },
      { kind: 'text', value: '\n\nBye' },
    ]);
  });

  it('leaves a full stop after a link in the text', () => {
    expect(linkify('See https://example.com/a.')).toEqual([
      { kind: 'text', value: 'See ' },
      { kind: 'link', value: 'https://example.com/a' },
      { kind: 'text', value: '.' },
    ]);
  });

  it('returns text without links as one run', () => {
    expect(linkify('No links here')).toEqual([{ kind: 'text', value: 'No links here' }]);
    expect(linkify('')).toEqual([]);
  });
});
