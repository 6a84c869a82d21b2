/**
 * The average rating with one decimal; null before the first rating. The spec's default '5.0' was a
 * figure nobody gave: a new coach reads "No ratings yet" instead (issue 34).
 */
export const formatAvgRating = (avg: number | null | undefined): string | null => (avg == null || Number.isNaN(avg) ? null : avg.toFixed(1));
