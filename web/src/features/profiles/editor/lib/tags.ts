/** "speed, first step,, speed" -> ["speed", "first step"]: trimmed, no blanks or repeats, within the server's limits. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((t) => t.trim().slice(0, 40))
    .filter(Boolean);
  return [...new Set(tags)].slice(0, 20);
}
