/** Part 1, section 9: a session with no time sorts as noon. */
export const DEFAULT_SESSION_TIME = '12:00:00';

/**
 * A facility-local date ("2026-03-02") read at local noon, so that formatting it never moves it to
 * the day before or after whatever the browser's time zone. Dates and times are shown through the
 * language-aware formatters of lib/i18n/format.ts (longDay, wallTime...).
 */
export const facilityDay = (date: string) => new Date(`${date}T12:00:00`);
