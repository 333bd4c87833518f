import { crewCardChariots } from '../chariot';
import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';

/**
 * An entry of a chariot's crew card that crews no chariot (docs/rules.md, "Chronopia"): chariot
 * and crew act together and form one figure (Chronopia, chapter 3), so crew do not take the field
 * as figures of their own. A crew card is one a chariot card of the list names as crew
 * (`crewCardChariots`): the issue names the first chariot entry whose card names it (`machine`).
 * Where no chariot of the list names it, a card the database marks as crew (`crewOf`) gives the
 * variant `alone`, naming the chariot card(s) it crews (`chariot_de`, `chariot_en`). An entry with
 * any crew assignment is left to chronopia.chariot-crew (and assignment.unknown-target).
 */
export const chronopiaCrewWithoutChariot: Rule = {
  code: 'chronopia.crew-without-chariot',
  severity: 'error',
  systems: ['chronopia'],
  check(ctx) {
    const ix = listIndex(ctx);
    const chariots = crewCardChariots(ix);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const card = ix.cardOf(e);
      if (ix.entry(e.id) !== e || !card || e.assignments.some((a) => a.type === 'crew')) continue;
      const chariot = chariots.get(e.cardId);
      if (chariot) issues.push(issueOf(chronopiaCrewWithoutChariot, e.id, { machine: chariot.id }));
      else if (card.crewOf?.length) {
        const names = (lang: 'de' | 'en') => card.crewOf!.map((m) => m.name[lang]).join(lang === 'de' ? ' oder ' : ' or ');
        issues.push(issueOf(chronopiaCrewWithoutChariot, e.id, { variant: 'alone', chariot_de: names('de'), chariot_en: names('en') }));
      }
    }
    return issues;
  },
};
