export * from './types';
export * from './engine';
export { listIndex, type ListIndex, type CrewLink, type Placement } from './list-index';
