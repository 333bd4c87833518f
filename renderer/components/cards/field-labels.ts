import type { CardDraft } from './card-form';

type Translate = (key: string, params?: Record<string, unknown>) => string;

const SIMPLE: Readonly<Record<string, string>> = {
  id: 'cardEditor.field.id',
  kind: 'cardEditor.field.kind',
  'name.de': 'cardEditor.field.nameDe',
  'name.en': 'cardEditor.field.nameEn',
  points: 'cardEditor.field.points',
  'rank.de': 'cardEditor.field.rankDe',
  'rank.en': 'cardEditor.field.rankEn',
  size: 'cardEditor.field.size',
  figures: 'cardEditor.field.figures',
  personality: 'cardEditor.field.personality',
  mount: 'cardEditor.field.mount',
  throne: 'cardEditor.field.throne',
  'notes.de': 'cardEditor.field.notesDe',
  'notes.en': 'cardEditor.field.notesEn',
  'faction.id': 'cardEditor.field.factionId',
  'faction.name.de': 'cardEditor.field.factionNameDe',
  'faction.name.en': 'cardEditor.field.factionNameEn',
  stats: 'cardEditor.section.profile',
  abilities: 'cardEditor.section.abilities',
  warMachine: 'cardEditor.section.warMachine',
  'warMachine.mobility': 'cardEditor.wm.mobility',
  'warMachine.weight': 'cardEditor.wm.weight',
  'warMachine.structurePoints': 'cardEditor.wm.sp',
  'warMachine.crew': 'cardEditor.wm.crew',
  'warMachine.fullOperationCrew': 'cardEditor.wm.fullOperation',
  'warMachine.servants': 'cardEditor.wm.servants',
  'warMachine.artillery.class': 'cardEditor.wm.artilleryClass',
  'warMachine.artillery.kind': 'cardEditor.wm.artilleryKind',
  'warMachine.artillery.templateDiameterMm': 'cardEditor.wm.template',
  'warMachine.equipment': 'cardEditor.wm.equipment',
};

/** The label a person reads for a field path, e.g. `stats.0.value` -> "Profile value 1: value". */
export function fieldLabel(field: string, t: Translate, draft: CardDraft): string {
  const simple = SIMPLE[field];
  if (simple) return t(simple);
  const row = (n: string | undefined): number => Number(n) + 1;
  let m = /^stats\.(\d+)\.(key|value)$/.exec(field);
  if (m) return t(m[2] === 'key' ? 'cardEditor.stats.stat' : 'cardEditor.stats.value', { row: row(m[1]) });
  m = /^abilities\.(\d+)\.(id|value|access|name\.de|name\.en)$/.exec(field);
  if (m) {
    const custom = draft.abilities[Number(m[1])]?.custom ?? false;
    const key = { id: custom ? 'customId' : 'ability', value: 'value', access: 'access', 'name.de': 'nameDe', 'name.en': 'nameEn' }[m[2] as 'id'];
    return t(`cardEditor.abilities.${key}`, { row: row(m[1]) });
  }
  m = /^abilities\.(\d+)/.exec(field);
  if (m) return t('cardEditor.abilities.ability', { row: row(m[1]) });
  m = /^warMachine\.substitute\.(\d+)\.(stat|min)$/.exec(field);
  if (m) return t(m[2] === 'stat' ? 'cardEditor.wm.subStat' : 'cardEditor.wm.subMin', { row: row(m[1]) });
  if (field.startsWith('warMachine.servants')) return t('cardEditor.wm.servants');
  return field;
}

/** The id of the element holding a field's error text (for aria-describedby). */
export function errorId(field: string): string {
  return `card-error-${field.replace(/[^A-Za-z0-9]+/g, '-')}`;
}
