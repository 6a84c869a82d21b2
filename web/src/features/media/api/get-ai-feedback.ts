import { parseAiFeedback, type AiFeedback } from '../lib/ai-feedback';

/**
 * GET /api/ai-feedback/{mediaId}, asked once after an upload. Anything but a 200 with an entry
 * (404 while the analysis runs, a network error) means "no feedback yet": null.
 */
export async function getAiFeedback(mediaId: number): Promise<AiFeedback | null> {
  try {
    const res = await fetch(`/api/ai-feedback/${mediaId}`, { credentials: 'include' });
    if (res.status !== 200) return null;
    return parseAiFeedback(await res.json());
  } catch {
    return null;
  }
}
