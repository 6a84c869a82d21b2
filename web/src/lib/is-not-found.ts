import { apiStatus } from './api';

/** True for the error a failed call raises on a 404 answer. */
export const isNotFoundError = (error: unknown) => apiStatus(error) === 404;
