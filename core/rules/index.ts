export * from './types';
export * from './engine';
export { listIndex, type ListIndex, type CrewLink, type Placement } from './list-index';
export { crewStatus, crewVerdict, failedConditions, type CrewStatus, type CrewVerdict } from './fortification/crew';
export { TRANSPORT_SLOTS, notTransportable, slotsPerFigure, transportCapacity } from './fortification/transport';
