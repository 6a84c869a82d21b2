/** Spec 7.2: when a file's URL fails to load, the page tries the legacy /uploads/{originalName} path. */
export const legacyUploadUrl = (originalName: string) => `/uploads/${encodeURIComponent(originalName)}`;

/** Tags typed as "sprint, start,  drive phase" become ["sprint", "start", "drive phase"], without repeats. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ').slice(0, 40);
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags.slice(0, 20);
}

/** A file name without its extension, as a starting title: "speed_drill.mp4" gives "speed_drill". */
export const titleFromFileName = (name: string) => name.replace(/\.[^./\\]{1,8}$/, '') || name;

/** Bytes as "820 KB", "12.4 MB" or "1.1 GB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** Seconds as "0:07" or "1:02:03". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
