/** The HTTP status inside an error raised by apiRequest ("409: {...}"), or null (network failure). */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}
