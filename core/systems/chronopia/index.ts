export * from './falling';
export * from './melee';
export * from './game-size';
export * from './chariot';
export * from './warbands';
export * from './markers';
export * from './quickref';
