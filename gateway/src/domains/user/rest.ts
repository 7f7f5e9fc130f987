/** The signed-in user (/auth/me) and the shared look-ups: clients and projects, regionals. */
import type { RestClient } from '../../rest/client.js';
import type { RestClient as RestClientRecord, RestRegional, RestUser } from '../restTypes.js';

export function usersApi(rest: RestClient) {
  return {
    me: () => rest.get<RestUser>('/auth/me'),
    /** Clients and their projects; a client user gets only their own client (the api decides). */
    clients: () => rest.get<RestClientRecord[]>('/api/v2/clientProjectList'),
    regionals: () => rest.get<RestRegional[]>('/api/v2/regionals/getregionals'),
  };
}
export type UsersApi = ReturnType<typeof usersApi>;
