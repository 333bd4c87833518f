export * from './types';
export * from './engine';
export * from './validate-list';
export { listIndex } from './list-index';
