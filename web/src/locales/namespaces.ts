import type { dashboard } from './en/dashboard';
import type { pickup } from './en/pickup';
import type { schedule } from './en/schedule';
import type { sessions } from './en/sessions';

/**
 * Every translated namespace, by its English file (the reference). A Spanish file is typed
 * Messages<'name'>: the same keys, any wording. locales.test.ts checks both have the same keys.
 */
export interface Namespaces {
  dashboard: typeof dashboard;
  pickup: typeof pickup;
  schedule: typeof schedule;
  sessions: typeof sessions;
}

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Messages<N extends keyof Namespaces> = Shape<Namespaces[N]>;
