export * from './translate';
export * from './issues';
export type { Messages } from './messages/en';
