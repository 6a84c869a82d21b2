import { endpoint } from './endpoint.ts';
import { athleteIdParamsSchema, progressAthleteListSchema, progressSchema } from './review.ts';

const tags = ['progress'];

/** An athlete's progress over time (decision 032), for the athlete, linked parents and coaches. */
export const progressApi = {
  /** Whose progress the viewer may see (self, linked athletes, or every athlete for a coach). */
  athletes: endpoint({ method: 'GET', path: '/api/progress/athletes', response: progressAthleteListSchema, access: 'user', tags }),
  detail: endpoint({ method: 'GET', path: '/api/progress/:athleteId', params: athleteIdParamsSchema, response: progressSchema, access: 'user', tags }),
};
