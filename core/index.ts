export * from './model/system';
export * from './model/card';
export * from './model/list';
