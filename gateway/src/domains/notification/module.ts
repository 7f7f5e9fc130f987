/** Notifications to field talent: the Sent list, the detail, create / send / cancel (schema/notification.graphql). */
import { defineModule } from '../module.js';
import { notificationLoaders } from './loaders.js';
import { notificationResolvers } from './resolvers.js';
import { notificationsApi } from './rest.js';

export const notificationModule = defineModule({
  name: 'notification',
  api: (rest) => ({ notifications: notificationsApi(rest) }),
  loaders: (api) => notificationLoaders(api),
  resolvers: [notificationResolvers],
});
