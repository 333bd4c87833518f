import { CSV_MORE_COLUMN, CSV_STAT_PREFIX, type CsvProblem } from '../db/cards-csv';
import type { CodedIssue } from '../files/field-issues';
import { fileIssueText, type FileProblemCode } from '../files/problems';
import type { Lang } from '../model/system';
import { lookupMessage } from './translate';

/**
 * The words a person reads for a card's fields and for the problems of a card's cells and of a
 * CSV import: the card editor, the card grid, the app's CSV import and `muster data import csv`
 * all word them with these functions, from the one catalogue (`cardEditor.*`, `cardGrid.*`,
 * `cardsCsv.*`). `t` is the renderer's vue-i18n `t`, or core's translate in one language
 * (`(key, params) => translate(lang, key, params)`).
 */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** What fieldLabel reads of a card being edited: whether each ability row is a custom ability (named by its own id). */
export interface FieldLabelDraft {
  abilities: readonly { custom: boolean }[];
}

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
  warband: 'cardEditor.field.warband',
  chariot: 'cardEditor.section.chariot',
  'chariot.crew': 'cardEditor.chariot.crew',
  'chariot.draft': 'cardEditor.chariot.animals',
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
  troopType: 'cardEditor.ow.troopType',
  unitSize: 'cardEditor.ow.unitMin',
  'unitSize.min': 'cardEditor.ow.unitMin',
  'unitSize.max': 'cardEditor.ow.unitMax',
  'oldworld.category': 'cardEditor.ow.category',
  'oldworld.named': 'cardEditor.ow.named',
  'oldworld.specialRules.de': 'cardEditor.ow.specialRulesDe',
  'oldworld.specialRules.en': 'cardEditor.ow.specialRulesEn',
  'oldworld.notes.de': 'cardEditor.ow.notesDe',
  'oldworld.notes.en': 'cardEditor.ow.notesEn',
  'oldworld.profiles': 'cardEditor.section.owProfile',
  'oldworld.items': 'cardEditor.section.owItems',
  item: 'cardEditor.section.owItem',
  'item.list': 'cardEditor.owItem.list',
  'item.type': 'cardEditor.owItem.type',
  'item.onePerArmy': 'cardEditor.owItem.onePerArmy',
  'item.stackable': 'cardEditor.owItem.stackable',
  'item.minimum': 'cardEditor.owItem.minimum',
  'item.maximum': 'cardEditor.owItem.maximum',
  'item.nonExclusive': 'cardEditor.owItem.nonExclusive',
  'item.notes.0.en': 'cardEditor.owItem.notesEn',
  'item.notes.0.de': 'cardEditor.owItem.notesDe',
};

/** The parts of an Old World choice or allowance and the label of each (`{what}: points`). */
const OW_PARTS: Readonly<Record<string, string>> = {
  'name.de': 'cardEditor.ow.nameDe',
  'name.en': 'cardEditor.ow.nameEn',
  points: 'cardEditor.ow.points',
  perModel: 'cardEditor.ow.perModelOf',
  default: 'cardEditor.ow.defaultOf',
  exclusive: 'cardEditor.ow.exclusiveOf',
  magic: 'cardEditor.ow.magicOf',
  types: 'cardEditor.ow.types',
  maxPoints: 'cardEditor.ow.maxPoints',
};

/** The label of a field of an Old World unit (`oldworld.…`) that names a row, or undefined. */
function oldWorldLabel(field: string, t: Translate): string | undefined {
  const row = (n: string | undefined): number => Number(n) + 1;
  /** A profile value by the UI language's abbreviation (`WS` is "KG" in German), else its key. */
  const stat = (key: string): string => {
    const label = t(`stat.${key}`);
    return label === `stat.${key}` ? key : label;
  };
  let m = /^oldworld\.profiles\.(\d+)\.(name|stats\.([A-Za-z]+))$/.exec(field);
  if (m) return m[3] ? t('cardEditor.ow.profile.stat', { row: row(m[1]), stat: stat(m[3]) }) : t('cardEditor.ow.profile.name', { row: row(m[1]) });
  m = /^oldworld\.(equipment|armour|mounts|options|command)\.(\d+)(?:\.(magic))?(?:\.(.+))?$/.exec(field);
  if (m) {
    const choice = t(`cardEditor.ow.row.${m[1]}`, { row: row(m[2]) });
    const part = m[4] ? OW_PARTS[m[4]] : undefined;
    // A command entry's magic items: "Magic items of Command entry 2: points at most".
    if (m[3]) return part ? t(part, { what: t('cardEditor.ow.allowanceOf', { what: choice }) }) : t('cardEditor.ow.magicOf', { what: choice });
    return part ? t(part, { what: choice }) : choice;
  }
  m = /^oldworld\.items\.(\d+)(?:\.(.+))?$/.exec(field);
  if (m) {
    const what = t('cardEditor.ow.allowance', { row: row(m[1]) });
    const part = m[2] ? OW_PARTS[m[2]] : undefined;
    return part ? t(part, { what }) : what;
  }
  m = /^oldworld\.compositions\.(.+)\.category$/.exec(field);
  if (m?.[1] !== undefined) return t('cardEditor.ow.compositionCategory', { composition: m[1] });
  return undefined;
}

/** The label a person reads for a field path, e.g. `stats.0.value` -> "Profile value 1: value" (custom abilities are named by the draft's rows). */
export function fieldLabel(field: string, t: Translate, draft?: FieldLabelDraft): string {
  const simple = SIMPLE[field];
  if (simple) return t(simple);
  const row = (n: string | undefined): number => Number(n) + 1;
  let m = /^stats\.(\d+)\.(key|value)$/.exec(field);
  if (m) return t(m[2] === 'key' ? 'cardEditor.stats.stat' : 'cardEditor.stats.value', { row: row(m[1]) });
  m = /^abilities\.(\d+)\.(id|value|access|name\.de|name\.en)$/.exec(field);
  if (m) {
    const custom = draft?.abilities[Number(m[1])]?.custom ?? false;
    const key = { id: custom ? 'customId' : 'ability', value: 'value', access: 'access', 'name.de': 'nameDe', 'name.en': 'nameEn' }[m[2] as 'id'];
    return t(`cardEditor.abilities.${key}`, { row: row(m[1]) });
  }
  m = /^abilities\.(\d+)/.exec(field);
  if (m) return t('cardEditor.abilities.ability', { row: row(m[1]) });
  m = /^warMachine\.substitute\.(\d+)\.(stat|min)$/.exec(field);
  if (m) return t(m[2] === 'stat' ? 'cardEditor.wm.subStat' : 'cardEditor.wm.subMin', { row: row(m[1]) });
  if (field.startsWith('warMachine.servants')) return t('cardEditor.wm.servants');
  m = /^chariot\.crew\.(\d+)\.(cardId|count)$/.exec(field);
  if (m) return t(m[2] === 'cardId' ? 'cardEditor.chariot.crewCard' : 'cardEditor.chariot.crewCount', { row: row(m[1]) });
  m = /^chariot\.draft\.(\d+)\.(name\.de|name\.en|count)$/.exec(field);
  if (m) return t({ 'name.de': 'cardEditor.chariot.animalNameDe', 'name.en': 'cardEditor.chariot.animalNameEn', count: 'cardEditor.chariot.animalCount' }[m[2] as 'count'], { row: row(m[1]) });
  return oldWorldLabel(field, t) ?? field;
}

/** The card grid's columns (CSV column names) and the card field each one holds. */
const COLUMN_FIELDS: Readonly<Record<string, string>> = {
  name_de: 'name.de',
  name_en: 'name.en',
  id: 'id',
  kind: 'kind',
  rank_de: 'rank.de',
  rank_en: 'rank.en',
  points: 'points',
  size: 'size',
  figures: 'figures',
  abilities: 'abilities',
};

/** The field a grid column holds (`stat:MOV` -> `stats.MOV`, `more` -> every other field: ''). */
function columnField(column: string): string {
  if (column.startsWith(CSV_STAT_PREFIX)) return `stats.${column.slice(CSV_STAT_PREFIX.length)}`;
  return COLUMN_FIELDS[column] ?? '';
}

/**
 * The heading of a card grid column in the UI language: the card editor's field label, a profile
 * value's abbreviation (`stat:R` is "AR" in English Chronopia), or "Other fields" for `more`.
 */
export function columnLabel(column: string, t: Translate, has: (key: string) => boolean): string {
  if (column.startsWith(CSV_STAT_PREFIX)) {
    const stat = column.slice(CSV_STAT_PREFIX.length);
    return has(`stat.${stat}`) ? t(`stat.${stat}`) : stat;
  }
  if (column === CSV_MORE_COLUMN) return t('cardGrid.more');
  const field = COLUMN_FIELDS[column];
  return field ? fieldLabel(field, t) : column;
}

/**
 * What a problem of a grid cell says in the UI language: the message, led by the field when it is
 * a part of the cell ("Ability 2: value X: Required.", "Structure points (SP): Must be more than 0.").
 */
export function cellIssueText(issue: CodedIssue & { path: string }, column: string, t: Translate, lang: Lang): string {
  const message = t(`cardEditor.issue.${issue.code}`, jsonReason(issue.params, lang));
  // The cell is the field (also a column named as its field, such as `source`): the column names it already.
  if (issue.path === '' || issue.path === column || issue.path === columnField(column)) return message;
  const parts = issue.path.split('.');
  // A profile value given in a column of its own, or a field inside `more`: named by its field label or path.
  const label = parts[0] === 'stats' && parts[1] ? parts[1] : fieldLabel(issue.path, t);
  return t('cardGrid.fieldProblem', { field: label, message });
}

const isFileProblemCode = (code: string): code is FileProblemCode => lookupMessage('en', `fileProblem.code.${code}`) !== undefined;

/**
 * The params of a cell problem with the reason a JSON text could not be read (`more`: its code
 * `jsonCode`, `jsonDetail`) worded in `lang` as `message` (the reading's English text otherwise).
 */
function jsonReason(params: CodedIssue['params'], lang: Lang): CodedIssue['params'] {
  const { jsonCode, jsonDetail, ...rest } = params;
  if (typeof jsonCode !== 'string' || !isFileProblemCode(jsonCode)) return params;
  const detail = typeof jsonDetail === 'string' && isFileProblemCode(jsonDetail) ? { detail: { code: jsonDetail, params: {} } } : {};
  return { ...params, message: fileIssueText({ code: jsonCode, params: rest, ...detail }, lang) };
}

/**
 * A problem of a CSV import in the UI language, with its file, line and column as the file has
 * them ("clan.csv, line 3, column points: Enter a number.").
 */
export function csvProblemText(p: CsvProblem, t: Translate, lang: Lang): string {
  const { issue } = p;
  const message = issue.kind === 'cell' ? cellIssueText({ code: issue.code, params: issue.params, path: issue.field }, p.column, t, lang) : t(`cardsCsv.problem.${issue.code}`, issue.params);
  return p.column === '-' ? t('cardsCsv.atRow', { file: p.file, line: p.line, message }) : t('cardsCsv.at', { file: p.file, line: p.line, column: p.column, message });
}
