/**
 * @svr/domain: the product's vocabulary, written once and shared by api/, gateway/ and web/.
 * Pure code only: no imports from outside this package, no I/O (a test holds it so).
 */
export * from './activityKinds.js';
export * from './enumNames.js';
export * from './imageWidths.js';
export * from './mediaMarks.js';
export * from './questionTypes.js';
export * from './recordStatus.js';
export * from './relativeDates.js';
export * from './reviewState.js';
export * from './validateFilter.js';
export * from './widgetTypes.js';
