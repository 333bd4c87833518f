import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  CHRONOPIA_MARKERS,
  chronopiaMarkerCounts,
  chronopiaUnits,
  fallingDamage,
  canDodge,
  FALL_LIMITS,
  fallVictimDodgeTarget,
  formatFallDamage,
  GAME_SIZES,
  gameSizeLabel,
  gameSizeOf,
  MARKER_NAMES,
  MELEE_LIMITS,
  meleeAttack,
  meleeModifiers,
  meleeSizeCheck,
  type ChronopiaUnit,
} from '../../core/systems/chronopia';
import { translate } from '../../core/i18n/translate';
import { problemLine } from '../../core/files/problems';
import { parseListFile } from '../../core/list/load';
import { SYSTEMS, type Lang } from '../../core/model/system';
import { readTextFile } from '../services/read-file';
import { cannotRead, notAFolder } from './errors';
import { numberOption, oneOf, parseCommandArgs, type NumberRule, langOption, usageError, missingChoice } from './args';
import { CARD_OPTIONS, cardOptionsNote, cardFolders, loadCommandCards, type CardFolders } from './card-sources';
import type { CliCommand, CliIO } from './io';
import { EXIT_OK, EXIT_USAGE } from './io';
import { decimal } from '../../core/i18n/decimal';
import { helpText } from './help';

/** Ranges of the number options (the app's calculators' ranges, from core; heights in inches), with the name --help gives the value. */
const RANGES = {
  size: { ...FALL_LIMITS.size, arg: 'G' },
  'target-size': { ...FALL_LIMITS.size, arg: 'G' },
  attacker: { ...FALL_LIMITS.size, arg: 'G' },
  height: { ...FALL_LIMITS.height, integer: false, unit: 'inches', arg: 'IN' },
  'victim-fg': { ...FALL_LIMITS.victimFg, arg: 'N' },
  nk: { ...MELEE_LIMITS.value, arg: 'N' },
  damage: { ...MELEE_LIMITS.value, arg: 'N' },
  friends: { ...MELEE_LIMITS.friends, arg: 'N' },
  ver: { ...MELEE_LIMITS.defence, arg: 'N' },
} satisfies Record<string, NumberRule & { arg: string }>;

type NumberName = keyof typeof RANGES;

/** One --help line per number option in `lang`: its range, unit and whether it takes decimals. */
function rangeHelp(lang: Lang): string {
  return Object.entries(RANGES)
    .map(([name, r]) => {
      const unit = 'unit' in r ? ` ${translate(lang, `cliArgs.unit.${r.unit}`)}` : '';
      const kind = helpText(lang, `range.${'integer' in r && r.integer === false ? 'decimals' : 'whole'}`);
      return `  ${`--${name} ${r.arg}`.padEnd(18)}${helpText(lang, 'range.range', { min: decimal(lang, r.min), max: decimal(lang, r.max) })}${unit}, ${kind}`;
    })
    .join('\n');
}

/** The --help of `muster chronopia` in `lang`. */
const usage = (lang: Lang): string => helpText(lang, 'chronopia', { ranges: rangeHelp(lang), cardNote: cardOptionsNote(lang) });

const FORMATS = ['text', 'json'] as const;

function num(name: NumberName, v: string | undefined): number | undefined {
  return numberOption(name, v, RANGES[name]);
}

function need(name: string, v: number | undefined): number {
  if (v === undefined) throw usageError('required', { option: `--${name}` });
  return v;
}

/** An option that works only with another (`--attacker` with `--target-size`): given without it, bad usage naming the one missing (`cliArgs.chronopia.<id>`). */
function needsPartner(id: string, option: string, given: unknown, partner: string, partnerGiven: unknown): void {
  if (given !== undefined && partnerGiven === undefined) throw usageError(`chronopia.${id}`, { option: `--${option}`, partner: `--${partner}` });
}

/** A text of `muster chronopia` from the catalogue (`cli.chronopia.*`); `count` picks a plural form. */
function message(lang: Lang, id: string, params: Record<string, string | number> = {}, count?: number): string {
  return translate(lang, `cli.chronopia.${id}`, params, count);
}
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

export async function runChronopia(argv: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    lang: { type: 'string' },
    format: { type: 'string' },
    size: { type: 'string' },
    height: { type: 'string' },
    'victim-fg': { type: 'string' },
    nk: { type: 'string' },
    damage: { type: 'string' },
    charge: { type: 'boolean' },
    hidden: { type: 'boolean' },
    uphill: { type: 'boolean' },
    flyer: { type: 'boolean' },
    dive: { type: 'boolean' },
    friends: { type: 'string' },
    ver: { type: 'string' },
    'target-size': { type: 'string' },
    attacker: { type: 'string', multiple: true },
    ...CARD_OPTIONS,
  });
  const lang: Lang = langOption(values.lang, io);
  const json = oneOf('format', values.format, FORMATS, 'text') === 'json';
  const t = (id: string, params: Record<string, string | number> = {}) => message(lang, id, params);
  const [sub, ...rest] = positionals;
  const out = (data: unknown, text: string[]): number => {
    io.stdout(json ? JSON.stringify(data) + '\n' : text.join('\n') + '\n');
    return EXIT_OK;
  };
  if (sub !== 'units' && rest.length > 0) throw usageError('unexpectedArgument', { argument: rest[0] ?? '' });

  switch (sub) {
    case 'sizes':
      return out(
        GAME_SIZES.map((s) => ({ id: s.id, name: s.name[lang], points: s.points, openEnded: s.openEnded })),
        GAME_SIZES.map((s) => gameSizeLabel(s, lang)),
      );
    case 'fall': {
      const size = need('size', num('size', values.size));
      const height = need('height', num('height', values.height));
      const r = fallingDamage(size, height);
      if (!r) throw usageError('chronopia.fall');
      const fg = num('victim-fg', values['victim-fg']);
      // A harmless fall does nothing to a figure it lands on: nothing to dodge.
      const dodge = fg === undefined || !r.harmed ? undefined : fallVictimDodgeTarget(fg, size);
      const lines = [r.harmed ? t('damage', { d: formatFallDamage(r) }) : message(lang, 'safe', { h: decimal(lang, r.safeHeight) }, r.safeHeight === 1 ? 1 : 2)];
      if (dodge !== undefined) lines.push(t(canDodge(dodge) ? 'dodge' : 'noDodge', { n: dodge }));
      return out(dodge === undefined ? r : { ...r, dodge }, lines);
    }
    case 'melee': {
      const situation = {
        charge: values.charge === true,
        fromHiding: values.hidden === true,
        uphill: values.uphill === true,
        flyerOnGround: values.flyer === true,
        dive: values.dive === true,
        friendsInMelee: num('friends', values.friends) ?? 0,
        defence: num('ver', values.ver) ?? 0,
      };
      const nk = num('nk', values.nk);
      const dmg = num('damage', values.damage);
      needsPartner('finalValues', 'nk', nk, 'damage', dmg);
      needsPartner('finalValues', 'damage', dmg, 'nk', nk);
      const attack = nk !== undefined && dmg !== undefined ? meleeAttack(nk, dmg, situation) : undefined;
      const m = attack ?? meleeModifiers(situation);
      const lines = [t('mods', { nk: signed(m.nk), sch: signed(m.sch) })];
      if (attack) lines.push(t('final', { hit: attack.toHit, dmg: attack.damage }));
      for (const i of m.ignored) lines.push(t('ignored', { id: t(`words.${i.id}`), reason: t(`words.${i.reason}`) }));
      const targetSize = num('target-size', values['target-size']);
      needsPartner('sizeLimit', 'attacker', values.attacker, 'target-size', targetSize);
      const sizes = (values.attacker ?? []).map((a) => need('attacker', num('attacker', a)));
      const check = targetSize === undefined ? undefined : meleeSizeCheck(targetSize, sizes);
      if (targetSize !== undefined && !check) throw usageError('chronopia.sizes');
      if (check) lines.push(t('limit', { total: check.total, limit: check.limit, ok: check.allowed ? t('ok') : t('over') }));
      return out(check ? { ...m, sizeLimit: check } : m, lines);
    }
    case 'units':
      return units(rest, cardFolders(values, io.cwd), lang, json, io);
    default:
      throw sub === undefined ? missingChoice('missingComputation', 'computations', ['sizes', 'fall', 'melee', 'units']) : usageError('unknownComputation', { computation: sub });
  }
}

async function units(files: string[], folders: CardFolders, lang: Lang, json: boolean, io: CliIO): Promise<number> {
  const [file, more] = files;
  if (file === undefined || more !== undefined) throw usageError('chronopia.units');
  let text: string;
  try {
    text = await readTextFile(path.resolve(io.cwd, file));
  } catch (err) {
    io.stderr(`muster chronopia: ${cannotRead('list', file, err, lang, path.resolve(io.cwd, file))}\n`);
    return EXIT_USAGE;
  }
  for (const dir of folders.db) {
    if (!(await stat(dir).then((s) => s.isDirectory(), () => false))) {
      io.stderr(`muster chronopia: ${notAFolder(dir, lang)}\n`);
      return EXIT_USAGE;
    }
  }
  const { db, problems } = await loadCommandCards({ ...folders, system: 'chronopia' });
  const line = problemLine(lang);
  for (const p of problems) io.stderr(`muster chronopia: ${translate(lang, 'cli.read.cards', { problem: line(p) })}\n`);
  const parsed = parseListFile(text, file, db);
  if (!parsed.list) {
    for (const p of parsed.problems) io.stderr(`muster chronopia: ${line(p)}\n`);
    return EXIT_USAGE;
  }
  const list = parsed.list;
  if (list.system !== 'chronopia') {
    io.stderr(`muster chronopia: ${message(lang, 'notChronopia', { file, system: SYSTEMS[list.system].name[lang] })}\n`);
    return EXIT_USAGE;
  }
  const t = (id: string, params: Record<string, string | number> = {}) => message(lang, id, params);
  const size = gameSizeOf(list.pointsLimit);
  const us = chronopiaUnits(list, db);
  const markers = chronopiaMarkerCounts(list, db);
  const name = (id: string) => db.card(id)?.name[lang] ?? id;
  // A unit's kind in the words of the editor's Chronopia panel, in a column as wide as the longest.
  const kindWord = (kind: ChronopiaUnit['kind']): string => translate(lang, `chronopia.panel.${kind}`);
  const kindWidth = Math.max(...us.map((u) => kindWord(u.kind).length));
  const lines = [
    t('size', { s: size ? gameSizeLabel(size, lang) : t('none') }),
    ...us.map((u) => `${kindWord(u.kind).padEnd(kindWidth)} ${String(u.points).padStart(4)}  ${u.name ? `${u.name}: ` : ''}${u.entries.map((e) => `${e.count} x ${name(e.cardId)}`).join(', ')}`),
    t('units', { u: markers.units, f: markers.figures }),
    CHRONOPIA_MARKERS.map((k) => `${MARKER_NAMES[k][lang]} ${markers.counts[k]}`).join(', '),
  ];
  const data = {
    gameSize: size?.id ?? null,
    units: us.map((u) => ({ kind: u.kind, name: u.name ?? null, entries: u.entries.map((e) => e.id), activations: u.activations, figures: u.figures, points: u.points })),
    markers: markers.counts,
  };
  io.stdout(json ? JSON.stringify(data) + '\n' : lines.join('\n') + '\n');
  return EXIT_OK;
}

export const command: CliCommand = {
  summary: 'Chronopia computations: falling, melee, game sizes, units',
  usage,
  run: (argv, io) => runChronopia(argv, io),
};
