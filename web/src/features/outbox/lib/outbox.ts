import type { OutboxMail } from '../api/use-outbox';

/** Newest first, kept to the messages whose recipient contains the filter (any case). */
export function filterOutbox(mails: readonly OutboxMail[], recipient: string): OutboxMail[] {
  const needle = recipient.trim().toLowerCase();
  return mails.filter((m) => !needle || m.to.toLowerCase().includes(needle)).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** A message's text cut into plain runs and web links, so that the links can be made clickable. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    // A full stop or bracket right after a link belongs to the sentence, not the link.
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}
