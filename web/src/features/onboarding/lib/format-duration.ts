/** A session length in words: '45 min', '1 hour', '2 hours', '1 hour 30 min'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return rest ? `${h} ${rest} min` : h;
}
