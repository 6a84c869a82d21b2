/** True for the error the default query function raises on a 404 answer ("404: body"). */
export const isNotFoundError = (error: unknown) => error instanceof Error && error.message.startsWith('404:');
