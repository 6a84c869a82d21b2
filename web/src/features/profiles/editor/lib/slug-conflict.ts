import { msg } from '@common/messages/index';
import { ApiError } from '@/lib/api';

export interface SlugConflict {
  message: string;
  suggestion: string | null;
}

/** The 409 answer of POST /api/my-profile ({message, suggestion}), or null for any other failure. */
export function slugConflict(error: unknown): SlugConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as { message?: unknown; suggestion?: unknown };
    return {
      message: typeof body.message === 'string' && body.message ? body.message : msg('profiles.slugTaken'),
      suggestion: typeof body.suggestion === 'string' && body.suggestion ? body.suggestion : null,
    };
  } catch {
    return { message: msg('profiles.slugTaken'), suggestion: null };
  }
}
