/** The first journeys' server's port; worker N's server listens on E2E_BASE_PORT + N. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 5055);
