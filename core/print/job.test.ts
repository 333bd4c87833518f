import { describe, expect, it } from 'vitest';
import type { ArmyList } from '../model/list';
import { documentInstead, documentNeedsList, documentSystems, expandDocuments, jobProblems, jobSystem, printJobSchema, type ListPrintFacts } from './job';

const facts = (over: Partial<ListPrintFacts> = {}): ListPrintFacts => ({
  system: 'confrontation',
  kind: 'standard',
  hasZoneArtillery: false,
  hasTokens: false,
  hasMarkers: false,
  hasWarMachines: false,
  ...over,
});

describe('printJobSchema', () => {
  it('accepts a job without list and with options', () => {
    const job = printJobSchema.parse({ documents: ['templates'], paper: 'letter', lang: 'de', options: { diameters: [80], extraTokens: { speed: 2 } } });
    expect(job.options?.extraTokens).toEqual({ speed: 2 });
  });

  it('rejects unknown documents, papers, empty document lists and templates too large for the paper', () => {
    expect(printJobSchema.safeParse({ documents: ['poster'], paper: 'a4', lang: 'en' }).success).toBe(false);
    expect(printJobSchema.safeParse({ documents: ['blast'], paper: 'a3', lang: 'en' }).success).toBe(false);
    expect(printJobSchema.safeParse({ documents: [], paper: 'a4', lang: 'en' }).success).toBe(false);
    expect(printJobSchema.safeParse({ documents: ['templates'], paper: 'a4', lang: 'en', options: { diameters: [181] } }).success).toBe(false);
    expect(printJobSchema.safeParse({ documents: ['tokens'], paper: 'a4', lang: 'en', options: { extraTokens: { bogus: 1 } } }).success).toBe(false);
  });
});

describe('documents that need a list', () => {
  it('knows which documents need a list', () => {
    expect((['list', 'opponent', 'reference', 'tokens', 'all'] as const).every(documentNeedsList)).toBe(true);
    expect((['templates', 'blast', 'rulers', 'markers', 'quickref'] as const).some(documentNeedsList)).toBe(false);
  });

  it('reports documents without their list and templates without list or diameters', () => {
    expect(jobProblems({ documents: ['list', 'blast', 'templates'] })).toEqual([
      { code: 'needs-list', document: 'list' },
      { code: 'templates-need-source', document: 'templates' },
    ]);
    expect(jobProblems({ documents: ['templates'], options: { diameters: [60] } })).toEqual([]);
  });

  it('refuses documents of another game: no TJOST forms for an Old World list (its quick reference is the siege one)', () => {
    const list = (system: ArmyList['system']): ArmyList => ({ system } as ArmyList);
    expect(jobProblems({ documents: ['list', 'quickref', 'form', 'missions', 'tjost-quickref', 'selection', 'blast'], list: list('oldworld') })).toEqual([
      { code: 'other-system', document: 'form', system: 'oldworld' },
      { code: 'other-system', document: 'missions', system: 'oldworld' },
      { code: 'other-system', document: 'tjost-quickref', system: 'oldworld' },
      { code: 'other-system', document: 'selection', system: 'oldworld' },
    ]);
    expect(jobProblems({ documents: ['quickref'], list: list('chronopia') })).toEqual([]);
    expect(jobProblems({ documents: ['form'], list: list('chronopia') })).toEqual([{ code: 'other-system', document: 'form', system: 'chronopia' }]);
    expect(jobProblems({ documents: ['quickref', 'form', 'missions'], list: list('confrontation') })).toEqual([]);
    // Without a list, the reference tables can still be printed on their own.
    expect(jobProblems({ documents: ['quickref', 'missions'] })).toEqual([]);
  });

  it('offers templates and the results sheet only to the game they belong to: dispersion templates and TJOST to Confrontation, blast templates to the Old World', () => {
    const list = (system: ArmyList['system']): ArmyList => ({ system } as ArmyList);
    const documents = ['templates', 'blast', 'results', 'rulers', 'markers'] as const;
    const refused = (system: ArmyList['system']) => jobProblems({ documents: [...documents], list: list(system), options: { diameters: [60] } }).filter((p) => p.code === 'other-system').map((p) => p.document);
    expect(refused('chronopia')).toEqual(['templates', 'blast', 'results']);
    expect(refused('oldworld')).toEqual(['templates', 'results']);
    expect(refused('confrontation')).toEqual(['blast']);
    expect(jobProblems({ documents: [...documents], options: { diameters: [60] } })).toEqual([]);
  });
});

describe('the game of a job without a list', () => {
  it('is the game chosen for it; a list\'s or siege roster\'s own game wins', () => {
    const list = (system: ArmyList['system']): ArmyList => ({ system } as ArmyList);
    expect(jobSystem({})).toBeUndefined();
    expect(jobSystem({ system: 'chronopia' })).toBe('chronopia');
    expect(jobSystem({ system: 'chronopia', list: list('confrontation') })).toBe('confrontation');
    expect(jobSystem({ siege: {} as never })).toBe('oldworld');
    expect(printJobSchema.parse({ documents: ['quickref'], paper: 'a4', lang: 'de', system: 'chronopia' }).system).toBe('chronopia');
    expect(printJobSchema.safeParse({ documents: ['quickref'], paper: 'a4', lang: 'de', system: 'warmachine' }).success).toBe(false);
  });

  it('refuses the documents not made for the game chosen, as it does for a list of that game', () => {
    const refused = (system: ArmyList['system']) =>
      jobProblems({ documents: ['templates', 'blast', 'rulers', 'markers', 'quickref', 'missions', 'results', 'tjost-quickref'], system, options: { diameters: [60] } }).map((p) => `${p.document}:${p.system}`);
    expect(refused('chronopia')).toEqual(['templates:chronopia', 'blast:chronopia', 'missions:chronopia', 'results:chronopia', 'tjost-quickref:chronopia']);
    expect(refused('oldworld')).toEqual(['templates:oldworld', 'missions:oldworld', 'results:oldworld', 'tjost-quickref:oldworld']);
    expect(refused('confrontation')).toEqual(['blast:confrontation']);
  });

  it('points from a document not made for a game to the one that holds its pieces there', () => {
    expect(documentInstead('tokens', 'chronopia')).toBe('markers');
    expect(documentInstead('tokens', 'oldworld')).toBeUndefined();
    expect(documentSystems('tokens')).toEqual(['confrontation', 'oldworld']);
    expect(documentSystems('rulers')).toEqual(['confrontation', 'oldworld', 'chronopia']);
  });
});

describe('expandDocuments', () => {
  it('expands all for a Confrontation list with machines, artillery, tokens and markers', () => {
    const all = facts({ hasZoneArtillery: true, hasTokens: true, hasMarkers: true, hasWarMachines: true });
    expect(expandDocuments(['all'], all)).toEqual(['list', 'opponent', 'reference', 'templates', 'rulers', 'tokens', 'markers', 'quickref']);
  });

  it('leaves out what a plain list does not need, adds blast templates for the Old World', () => {
    expect(expandDocuments(['all'], facts())).toEqual(['list', 'opponent', 'reference', 'rulers']);
    expect(expandDocuments(['all'], facts({ system: 'oldworld' }))).toEqual(['list', 'opponent', 'reference', 'blast', 'rulers']);
    expect(expandDocuments(['all'], facts(), 1)).toEqual(['list', 'opponent', 'reference', 'templates', 'rulers']);
    // Diameters asked for add dispersion templates to Confrontation lists only.
    expect(expandDocuments(['all'], facts({ system: 'chronopia' }), 1)).toEqual(['list', 'opponent', 'reference', 'rulers', 'markers', 'quickref']);
  });

  it('a TJOST game list gets its tournament form, the mission cards to choose from and the TJOST quick reference; a selection list its form', () => {
    expect(expandDocuments(['all'], facts({ kind: 'tjost-game' }))).toEqual(['list', 'opponent', 'reference', 'rulers', 'form', 'missions', 'tjost-quickref']);
    expect(expandDocuments(['all'], facts({ kind: 'tjost-selection' }))).toEqual(['list', 'opponent', 'reference', 'rulers', 'selection']);
  });

  it('keeps explicit documents once, in the standard order', () => {
    expect(expandDocuments(['quickref', 'blast', 'quickref', 'list'], undefined)).toEqual(['list', 'blast', 'quickref']);
  });
});
