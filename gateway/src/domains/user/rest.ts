/** The signed-in user (/auth/me) and the shared look-ups: clients and projects, regionals. */
import type { RestClient } from '../../rest/client.js';
import { z } from '../shared/schemas.js';
import { RestClient as RestClientRecord, RestRegional, RestUser } from './schemas.js';

export function usersApi(rest: RestClient) {
  return {
    me: () => rest.get('/auth/me', RestUser),
    /** Clients and their projects; a client user gets only their own client (the api decides). */
    clients: () => rest.get('/api/v2/clientProjectList', z.array(RestClientRecord)),
    regionals: () => rest.get('/api/v2/regionals/getregionals', z.array(RestRegional)),
  };
}
export type UsersApi = ReturnType<typeof usersApi>;
