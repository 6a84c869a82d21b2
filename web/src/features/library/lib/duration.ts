/**
 * A length as people say it: "45 s", "2 min 5 s", "1 h 3 min" (the same units in English and
 * Spanish). Rounded to the second; seconds are left out once there are hours.
 */
export function spokenDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return s > 0 ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}
