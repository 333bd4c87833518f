import { crewCardChariots } from '../chariot';
import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';

/**
 * An entry of a chariot's crew card that crews no chariot (docs/rules.md, "Chronopia"): chariot
 * and crew act together and form one figure (Chronopia, chapter 3), so crew do not take the field
 * as figures of their own. A crew card is one a chariot card of the list names as crew
 * (`crewCardChariots`); the issue names the first chariot entry whose card names it (`machine`).
 * An entry with any crew assignment is left to chronopia.chariot-crew (and
 * assignment.unknown-target).
 */
export const chronopiaCrewWithoutChariot: Rule = {
  code: 'chronopia.crew-without-chariot',
  severity: 'error',
  systems: ['chronopia'],
  check(ctx) {
    const ix = listIndex(ctx);
    const chariots = crewCardChariots(ix);
    const issues: Issue[] = [];
    if (chariots.size === 0) return issues;
    for (const e of ix.entries) {
      if (ix.entry(e.id) !== e || !ix.cardOf(e)) continue;
      const chariot = chariots.get(e.cardId);
      if (!chariot || e.assignments.some((a) => a.type === 'crew')) continue;
      issues.push(issueOf(chronopiaCrewWithoutChariot, e.id, { machine: chariot.id }));
    }
    return issues;
  },
};
