export * from './dice';
export * from './damage';
export * from './structure';
export * from './edition';
export * from './movement';
export * from './artillery';
export * from './incidents';
