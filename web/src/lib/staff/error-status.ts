/** The HTTP status inside an error raised by apiRequest ("409: {...}"), or null. */
export function errorStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}):/.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}
