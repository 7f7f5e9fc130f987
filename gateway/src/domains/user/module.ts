/** The signed-in user, clients and projects, regionals (schema/user.graphql). */
import { defineModule } from '../module.js';
import { userResolvers } from './resolvers.js';
import { usersApi } from './rest.js';

export const userModule = defineModule({
  name: 'user',
  api: (rest) => ({ users: usersApi(rest) }),
  resolvers: [userResolvers],
});
