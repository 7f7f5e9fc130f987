/** The common-question library and its tags (schema/commonQuestion.graphql). */
import { defineModule } from '../module.js';
import { commonQuestionResolvers } from './resolvers.js';
import { commonQuestionsApi } from './rest.js';
import { tagsApi } from './tags.js';

export const commonQuestionModule = defineModule({
  name: 'commonQuestion',
  api: (rest) => ({ commonQuestions: commonQuestionsApi(rest), tags: tagsApi(rest) }),
  resolvers: [commonQuestionResolvers],
});
