import type { accountApi } from './account.ts';
import type { authApi } from './auth.ts';
import type { Endpoint } from './endpoint.ts';
import type { siteApi } from './site.ts';

/**
 * The method and path of an endpoint, carrying its contract's type but not its schemas: importing
 * a contract (`authApi`...) loads zod, which the entry chunk must not (decisions 032 and 072).
 */
export interface ShellEndpoint<E extends Endpoint> {
  readonly method: E['method'];
  readonly path: string;
  /** Never set: the contract whose answer and arguments the typed call takes. */
  readonly contract?: E;
}

const shell = <E extends Endpoint>(method: E['method'], path: string): ShellEndpoint<E> => ({ method, path });

/**
 * The endpoints the app shell calls before any page loads (the header, the footer, the signed-in
 * user, the login redirect), by feature as their contracts are. No zod here, only types:
 * web/src/lib/api-client.ts `callUnparsed`/`unparsedQuery` call them typed from the contract,
 * and common/shell-endpoints.test.ts keeps each method and path equal to its contract's.
 */
export const shellEndpoints = {
  auth: {
    user: shell<typeof authApi.user>('GET', '/api/auth/user'),
    logout: shell<typeof authApi.logout>('POST', '/api/auth/logout'),
    loginPage: shell<typeof authApi.loginPage>('GET', '/api/login'),
  },
  account: {
    language: shell<typeof accountApi.language>('PUT', '/api/account/language'),
  },
  site: {
    info: shell<typeof siteApi.info>('GET', '/api/site'),
  },
};
