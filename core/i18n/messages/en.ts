/**
 * English messages, keyed like vue-i18n messages: nested objects, `{name}` placeholders.
 * Issue messages live under `issue.<code>`; a variant of an issue (params.variant) under
 * `issue.<code>-<variant>`. The characters @ $ | are avoided (vue-i18n syntax).
 */
export const en = {
  issue: {
    card: {
      unknown: '{entry}: the card {cardId} is not in the card database, so this entry cannot be checked. (Card database)',
    },
    rule: {
      failed: 'Internal error in the check {rule}: {reason}. Please report this. (Muster)',
    },
    points: {
      'over-limit': 'The list costs {total} points, {over} more than its limit of {limit}. (Points limit)',
    },
    assignment: {
      'unknown-target': '{entry} is assigned to the entry {target}, which is not in the list. (List)',
      duplicate:
        '{entry} is assigned more than once: to {first} and to {second}. A figure serves one war machine or rides in one vehicle, never both and never twice. (FORTIFICATION: Crew and Transport)',
    },
    crew: {
      'below-minimum':
        '{entry} has {crew} of the {min} crew it needs (servants plus substitutes who meet the conditions), so it cannot be used. (FORTIFICATION: Crew)',
      'below-full-operation':
        '{entry} has {crew} crew: enough to use it, but full operation needs {full}. (FORTIFICATION: Crew)',
      'not-servant':
        '{entry} is assigned as a servant of {machine}, but its card is not one of the servants that machine names. (FORTIFICATION: Servants)',
      'substitute-requirement':
        '{entry} cannot be a substitute on {machine}: it needs {stat} {min} or more and has {actual}. (FORTIFICATION: Substitutes)',
      'substitute-requirement-none':
        '{entry} cannot be a substitute on {machine}: the card of that machine allows no substitutes. (FORTIFICATION: Substitutes)',
      'mobile-machine':
        '{entry} is assigned as crew to {machine}, a mobile machine: its crew is already part of its own card. (FORTIFICATION: Crew)',
      'not-machine': '{entry} is assigned as crew to {machine}, which is not a war machine. (FORTIFICATION: Crew)',
    },
    transport: {
      'no-ability': '{entry} rides aboard {vehicle}, which has no Transport / X ability. (FORTIFICATION: Transport / X)',
      capacity:
        '{entry} carries passengers who need {slots} places, but it has only {capacity} (Small 1, Normal 2, Large 3 places per figure). (FORTIFICATION: Transport / X)',
      'not-transportable': '{entry} cannot ride aboard {vehicle}: {reason}. (FORTIFICATION: Transport / X)',
    },
  },
  cli: {
    severity: { error: 'error', warning: 'warning' },
    valid: '{file}: valid. Errors: {errors}, warnings: {warnings}.',
    invalid: '{file}: not valid. Errors: {errors}, warnings: {warnings}.',
  },
  param: {
    reason: {
      'very-large': 'fighters of Very Large size are never transported',
      mount: 'figures with a mount are never transported',
      throne: 'figures sitting on a throne are never transported',
    },
    /** Shown for `actual` when the card has no value for the stat. */
    none: 'no value',
  },
};

/** Shape every language must have. */
export type Messages = typeof en;
