/**
 * Factories for tests: each builds the records a test needs, so a test does not depend on what the demo
 * seed happens to hold. A file that builds everything it reads starts its api with `startTestApi({ seed:
 * false })` and signs in users made by buildUser.
 *
 * One factory per record (Outline's server/test/factories.ts is the model): sensible defaults, any column
 * overridable, the created row returned. Parents a record needs (a visit's client, project, form, talent)
 * are built too unless given. They write through the db layer, as the seed does; a test that means to
 * exercise the api's own writes makes them through the api.
 */
export * from './factories/people.js';
export * from './factories/forms.js';
export * from './factories/visits.js';
export * from './factories/saved.js';
export * from './factories/reviewableReport.js';
