import { chariotCrewStatus } from '../chariot';
import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';

/**
 * A Chronopia chariot whose crew does not match its card (docs/rules.md, "Chronopia"). Crew are entries
 * with a `crew` assignment to the chariot entry (see core/systems/chronopia/chariot.ts). Reported:
 * - on the chariot: crew figures missing (`crew` of `count`, the plural form follows the number needed), variant `extra` for crew figures
 *   beyond what the card names;
 * - on a crew entry: variant `not-crew` when its card is not one of the chariot's crew cards,
 *   `not-chariot` when the entry it crews is not a chariot, `twice` when it crews two entries.
 */
export const chronopiaChariotCrew: Rule = {
  code: 'chronopia.chariot-crew',
  severity: 'error',
  systems: ['chronopia'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      if (ix.entry(e.id) !== e) continue;
      const targets = [...new Set(ix.placementsOf(e.id).filter((p) => p.type === 'crew').map((p) => p.target))];
      const [first, second] = targets;
      if (first !== undefined && second !== undefined) {
        issues.push(issueOf(chronopiaChariotCrew, e.id, { variant: 'twice', first, second }));
      }
      const card = ix.cardOf(e);
      if (!card) continue;
      if (!card.chariot) {
        for (const link of ix.crewOf(e.id)) {
          if (link.card) issues.push(issueOf(chronopiaChariotCrew, link.entry.id, { variant: 'not-chariot', machine: e.id }));
        }
        continue;
      }
      const s = chariotCrewStatus(ix, e);
      if (!s) continue;
      if (s.missing > 0) issues.push(issueOf(chronopiaChariotCrew, e.id, { crew: s.have, count: s.need }));
      if (s.extra > 0) issues.push(issueOf(chronopiaChariotCrew, e.id, { variant: 'extra', count: s.extra, need: s.need }));
      for (const stranger of s.strangers) {
        issues.push(issueOf(chronopiaChariotCrew, stranger.id, { variant: 'not-crew', machine: e.id }));
      }
    }
    return issues;
  },
};
