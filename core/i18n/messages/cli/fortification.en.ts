/** Texts of `muster fortification`: the FORTIFICATION computations on the command line. */
export default {
  damage: 'Damage {damage} (STR {str} + {a} + {b} − RES {res}) on the {location}: {sp} SP lost.',
  exceptional: 'Double {die}: exceptional damage on the {location}, {sp} SP lost.',
  penalty: '{lost} of {sp} SP lost: penalty {penalty} ({edition} edition).',
  noPenalty: '{lost} of {sp} SP lost: no penalty ({edition} edition).',
  immobile: 'Immobile machines never suffer the SP penalty.',
  steps: 'SP penalty of a machine with {sp} SP ({edition} edition):',
  step: '  from {lost} SP lost: {penalty}',
  /** A machine of so few SP that it is destroyed before any penalty. */
  noSteps: '  none: it is destroyed when it loses its last SP',
  stray: 'The shot strays {cm} cm.',
  strayDirection: 'The shot strays {cm} cm in direction {direction} of the template.',
  impact: 'Sections of 10 cm: {sections} ({cm} cm). Impact STR {str}.',
  movement: 'Moved by {servants} servants: movement penalty {penalty}. | Moved by {servants} servant: movement penalty {penalty}. | Moved by {servants} servants: movement penalty {penalty}.',
  noServant: 'Only servants can move an immobile machine (at least 1).',
  repair: { '1': 'Repaired: 1 SP back.', '0': 'No effect.', '-1': 'A 1: the machine loses 1 SP more.' },
  bonus: '{roll}: bonus {bonus}.',
  incident: '{roll}: incident! Roll a die for it (--incident-roll).',
  /** The incident's roll was given: nothing to ask for. */
  incidentRolled: '{roll}: incident!',
  which: 'Incident {n}: {name}. {effect}',
  editions: { de: 'German', en: 'English' },
};
