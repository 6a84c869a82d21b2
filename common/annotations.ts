import { z } from 'zod';
import { mediaIdParamsSchema } from './analysis.ts';
import { endpoint } from './endpoint.ts';
import { annotationIdParamsSchema, annotationInputSchema, annotationListSchema, annotationSchema } from './review.ts';

const tags = ['annotations'];

/** The annotations feature's endpoints (decision 032): coaches' drawings and notes pinned to moments of a clip (schemas in review.ts). */
export const annotationsApi = {
  /** The clip's drawings and notes in playback order (whoever may see the clip). */
  list: endpoint({ method: 'GET', path: '/api/media/:mediaId/annotations', params: mediaIdParamsSchema, response: annotationListSchema, access: 'user', tags }),
  create: endpoint({ method: 'POST', path: '/api/media/:mediaId/annotations', params: mediaIdParamsSchema, body: annotationInputSchema, response: annotationSchema, status: 201, access: 'user', tags }),
  update: endpoint({ method: 'PATCH', path: '/api/annotations/:id', params: annotationIdParamsSchema, body: annotationInputSchema, response: annotationSchema, access: 'user', tags }),
  /** 204: no body (the server sends null, the client reads nothing). */
  remove: endpoint({ method: 'DELETE', path: '/api/annotations/:id', params: annotationIdParamsSchema, response: z.null().optional(), status: 204, access: 'user', tags }),
};
