/** Part 2, section 9: the average rating with one decimal; '5.0' before the first review. */
export const formatAvgRating = (avg: number | null | undefined): string => (avg == null || Number.isNaN(avg) ? 5 : avg).toFixed(1);
