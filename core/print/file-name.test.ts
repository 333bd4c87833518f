import { describe, expect, it } from 'vitest';
import { newList } from '../list/new';
import { eventWith, playRounds } from '../systems/confrontation/tjost/organiser/test-support';
import { printFileName } from './file-name';
import type { PrintJob } from './job';

const LIST = newList({ id: 'l1', name: 'Nuln: border/watch', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, now: new Date('2024-05-01T10:00:00Z') });
const EVENT = playRounds(eventWith(4, { rounds: 3 }), 2);
const job = (documents: PrintJob['documents'], more: Partial<PrintJob> = {}): PrintJob => ({ documents, paper: 'a4', lang: 'en', ...more });

/** PDF file names say what is in them, so that the documents of one list do not overwrite each other. */
describe('printFileName', () => {
  it('names the list and the one document, in the job language, safe as a file name', () => {
    const names = (['rulers', 'blast', 'tokens', 'list'] as const).map((d) => printFileName(job([d], { list: LIST })));
    expect(names).toEqual(['Nuln border watch - rulers.pdf', 'Nuln border watch - blast templates.pdf', 'Nuln border watch - counters.pdf', 'Nuln border watch - list.pdf']);
    expect(new Set(names).size).toBe(names.length);
    expect(printFileName(job(['rulers'], { list: LIST, lang: 'de' }))).toBe('Nuln border watch - Lineale.pdf');
  });

  it('says "print" for several documents or everything for the list', () => {
    expect(printFileName(job(['all'], { list: LIST }))).toBe('Nuln border watch - print.pdf');
    expect(printFileName(job(['rulers', 'blast'], { list: LIST, lang: 'de' }))).toBe('Nuln border watch - Druck.pdf');
  });

  it('names the event and the round of the organiser’s round documents', () => {
    const all = ['pairings', 'slips', 'standings', 'registration', 'event-forms', 'event-missions'] as const;
    expect(printFileName(job([...all], { event: EVENT }))).toBe('Test Cup - print - round 2.pdf');
    expect(printFileName(job(['slips'], { event: EVENT, lang: 'de', options: { round: 1 } }))).toBe('Test Cup - Ergebniszettel - Runde 1.pdf');
    expect(printFileName(job(['registration'], { event: EVENT }))).toBe('Test Cup - registration report.pdf');
    expect(printFileName(job(['registration'], { event: eventWith(4) }))).toBe('Test Cup - registration report.pdf');
  });

  it('without a list or event: the document alone; a long name leaves room for it', () => {
    expect(printFileName(job(['rulers']))).toBe('rulers.pdf');
    const long = { ...LIST, name: 'x'.repeat(200) };
    expect(printFileName(job(['rulers'], { list: long }))).toBe(`${'x'.repeat(50)} - rulers.pdf`);
  });
});
