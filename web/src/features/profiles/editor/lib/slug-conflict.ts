import { PROFILE_MESSAGES } from '@common/profiles';

export interface SlugConflict {
  message: string;
  suggestion: string | null;
}

/** The 409 answer of POST /api/my-profile ("409: {message, suggestion}"), or null for any other failure. */
export function slugConflict(error: unknown): SlugConflict | null {
  if (!(error instanceof Error) || !error.message.startsWith('409: ')) return null;
  try {
    const body = JSON.parse(error.message.slice(5)) as { message?: unknown; suggestion?: unknown };
    return {
      message: typeof body.message === 'string' && body.message ? body.message : PROFILE_MESSAGES.slugTaken,
      suggestion: typeof body.suggestion === 'string' && body.suggestion ? body.suggestion : null,
    };
  } catch {
    return { message: PROFILE_MESSAGES.slugTaken, suggestion: null };
  }
}
