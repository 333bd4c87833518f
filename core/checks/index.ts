export * from './types';
export * from './engine';
export * from './validate-list';
export { RULES, SIEGE_RULES } from './registry';
export { listIndex, type ListIndex, type CrewLink, type Placement } from './list-index';
