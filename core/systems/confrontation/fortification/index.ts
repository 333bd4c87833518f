export * from './dice';
export * from './damage';
export * from './structure';
export * from './movement';
export * from './artillery';
export * from './incidents';
