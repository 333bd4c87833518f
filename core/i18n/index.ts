export * from './translate';
export * from './issues';
