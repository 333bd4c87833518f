export * from './lists';
export * from './missions';
export * from './results';
export * from './scoring';
export * from './terrain';
