/** How often a playing video saves where it is. */
export const SAVE_EVERY_SECONDS = 10;

/** Whether a position is worth saving now: ten seconds of playing since the last save. */
export const dueForSave = (position: number, lastSaved: number) => Math.abs(position - lastSaved) >= SAVE_EVERY_SECONDS;

/** Where to start a video: the saved position, unless it was finished or is within two seconds of the end. */
export function resumeAt(progress: { positionSeconds: number; completed: boolean } | null, duration: number | null): number {
  if (!progress || progress.completed) return 0;
  if (duration !== null && progress.positionSeconds > duration - 2) return 0;
  return progress.positionSeconds;
}
