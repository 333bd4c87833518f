import { translate } from '../../core/i18n/translate';
import { type Lang } from '../../core/model/system';
import { strayDistanceCm } from '../../core/systems/confrontation/fortification/artillery';
import { DAMAGE_LOCATIONS, damageRoll } from '../../core/systems/confrontation/fortification/damage';
import { EDITIONS } from '../../core/systems/confrontation/fortification/edition';
import { EQUIPMENT_ROLL_NAMES, equipmentRoll, incident } from '../../core/systems/confrontation/fortification/incidents';
import { immobileMovePenalty, impactSections, impactStrength, runDistanceCm } from '../../core/systems/confrontation/fortification/movement';
import { mechanicRepair, spPenalty, spPenaltySteps, type Edition } from '../../core/systems/confrontation/fortification/structure';
import { numberOption, oneOf, parseCommandArgs, type NumberRule, langOption, usageError, missingChoice } from './args';
import type { CliCommand, CliIO } from './io';
import { EXIT_OK } from './io';
import { helpText } from './help';

/** The --help of `muster fortification` in `lang`. */
const usage = (lang: Lang): string => helpText(lang, 'fortification');

const FORMATS = ['text', 'json'] as const;
const EQUIPMENT = ['steam', 'naphtha'] as const;

const DIE: NumberRule = { min: 1, max: 6 };
const RANGES: Record<string, NumberRule> = {
  str: { min: 0, max: 50 },
  res: { min: 0, max: 50 },
  sp: { min: 1, max: 1000 },
  lost: { min: 0, max: 1000 },
  roll: DIE,
  direction: DIE,
  'incident-roll': DIE,
  impact: { min: 0, max: 50 },
  distance: { min: 0, max: 10000, unit: 'centimetres' },
  mov: { min: 0, max: 100 },
  weight: { min: 0, max: 100 },
  servants: { min: 0, max: 100 },
  x: DIE,
};

function num(name: string, v: string | undefined): number | undefined {
  return numberOption(name, v, RANGES[name] ?? { min: -1000, max: 1000 });
}
function need(name: string, v: string | undefined): number {
  const n = num(name, v);
  if (n === undefined) throw usageError('required', { option: `--${name}` });
  return n;
}

/** Most dice one option takes. */
const MAX_DICE = 12;

/** Dice given as "4,5" or "4 5" (or the option repeated): each 1-6. */
function dice(name: string, given: readonly string[] | undefined, count?: number): number[] {
  const parts = (given ?? []).flatMap((g) => g.split(/[\s,;]+/)).filter(Boolean);
  if (parts.length === 0) throw usageError('required', { option: `--${name}` });
  if (count !== undefined && parts.length !== count) throw usageError('fortification.diceCount', { option: `--${name}`, count: String(count), got: String(parts.length) });
  if (parts.length > MAX_DICE) throw usageError('fortification.diceMax', { option: `--${name}`, max: String(MAX_DICE) });
  return parts.map((p) => numberOption(name, p, DIE) ?? 0);
}

export async function runFortification(argv: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    lang: { type: 'string' },
    format: { type: 'string' },
    str: { type: 'string' },
    res: { type: 'string' },
    dice: { type: 'string', multiple: true },
    impact: { type: 'string' },
    'impact-roll': { type: 'boolean' },
    sp: { type: 'string' },
    lost: { type: 'string' },
    edition: { type: 'string' },
    immobile: { type: 'boolean' },
    roll: { type: 'string' },
    direction: { type: 'string' },
    distance: { type: 'string' },
    'speed-counter': { type: 'boolean' },
    mov: { type: 'string' },
    weight: { type: 'string' },
    servants: { type: 'string' },
    x: { type: 'string' },
    equipment: { type: 'string' },
    cracked: { type: 'boolean' },
    'damaged-valve': { type: 'boolean' },
    'incident-roll': { type: 'string' },
  });
  const lang: Lang = langOption(values.lang, io);
  const json = oneOf('format', values.format, FORMATS, 'text') === 'json';
  const t = (id: string, params: Record<string, string | number> = {}, count?: number) => translate(lang, `cli.fortification.${id}`, params, count);
  const [sub, ...rest] = positionals;
  if (rest.length > 0) throw usageError('unexpectedArgument', { argument: rest[0] ?? '' });
  const out = (data: unknown, lines: string[]): number => {
    io.stdout(json ? JSON.stringify(data) + '\n' : lines.join('\n') + '\n');
    return EXIT_OK;
  };
  const edition: Edition = oneOf('edition', values.edition, EDITIONS, lang);
  const editionName = t(`editions.${edition}`);

  switch (sub) {
    case 'damage': {
      const str = need('str', values.str);
      const res = need('res', values.res);
      const [a = 0, b = 0] = dice('dice', values.dice, 2);
      const impactRoll = values['impact-roll'] === true;
      const r = damageRoll({ str, res, dice: [a, b], doublesExceptional: !impactRoll });
      if (!r) throw usageError('fortification.damage');
      const location = DAMAGE_LOCATIONS.find((l) => l.id === r.location)?.name[lang] ?? r.location;
      const line = r.exceptional ? t('exceptional', { die: a, location, sp: r.spLost }) : t('damage', { damage: r.damage, str, a, b, res, location, sp: r.spLost });
      return out(r, [line]);
    }
    case 'penalty': {
      const sp = need('sp', values.sp);
      const lost = num('lost', values.lost);
      const immobile = values.immobile === true;
      if (lost === undefined) {
        const steps = immobile ? [] : spPenaltySteps(sp, edition);
        return out({ sp, edition, immobile, steps }, immobile ? [t('immobile')] : [t('steps', { sp, edition: editionName }), ...(steps.length ? steps.map((s) => t('step', { lost: s.lost, penalty: s.penalty })) : [t('noSteps')])]);
      }
      if (lost > sp) throw usageError('fortification.lost', { lost: String(lost), sp: String(sp) });
      const penalty = spPenalty(sp, lost, { edition, immobile });
      const line = immobile ? t('immobile') : penalty < 0 ? t('penalty', { lost, sp, penalty, edition: editionName }) : t('noPenalty', { lost, sp, edition: editionName });
      return out({ sp, lost, edition, immobile, penalty }, [line]);
    }
    case 'stray': {
      const roll = need('roll', values.roll);
      const direction = num('direction', values.direction);
      const cm = strayDistanceCm(roll) ?? 0;
      return out({ cm, ...(direction === undefined ? {} : { direction }) }, [direction === undefined ? t('stray', { cm }) : t('strayDirection', { cm, direction })]);
    }
    case 'impact': {
      const x = need('impact', values.impact);
      const speed = values['speed-counter'] === true;
      const mov = num('mov', values.mov);
      if (speed && mov === undefined) throw usageError('fortification.speedCounter');
      const distance = speed ? (num('distance', values.distance) ?? 0) : need('distance', values.distance);
      const opts = speed && mov !== undefined ? { speedCounter: true, mov } : {};
      const cm = speed && mov !== undefined ? runDistanceCm(mov) : distance;
      const str = impactStrength(x, distance, opts);
      return out({ impact: x, distanceCm: cm, sections: impactSections(cm), str }, [t('impact', { sections: impactSections(cm), cm, str })]);
    }
    case 'movement': {
      const weight = need('weight', values.weight);
      const servants = need('servants', values.servants);
      const penalty = immobileMovePenalty(weight, servants);
      return out({ weight, servants, penalty: penalty ?? null }, [penalty === undefined ? t('noServant') : t('movement', { servants, penalty }, servants)]);
    }
    case 'repair': {
      const x = need('x', values.x);
      const roll = need('roll', values.roll);
      const change = mechanicRepair(roll, x) ?? 0;
      return out({ x, roll, spChange: change }, [t(`repair.${change}`)]);
    }
    case 'incident': {
      const equipment = oneOf('equipment', values.equipment, EQUIPMENT, 'steam');
      const roll = equipmentRoll(dice('dice', values.dice), { crackedStructure: values.cracked === true, damagedValve: values['damaged-valve'] === true });
      if (!roll) throw usageError('fortification.dice');
      const rollName = EQUIPMENT_ROLL_NAMES[equipment][lang];
      if (!roll.incident) return out({ equipment, ...roll }, [t('bonus', { roll: rollName, bonus: roll.bonus })]);
      const n = num('incident-roll', values['incident-roll']);
      const which = n === undefined ? undefined : incident(n);
      const lines = [t(which ? 'incidentRolled' : 'incident', { roll: rollName })];
      if (which) lines.push(t('which', { n: which.roll, name: which.name[lang], effect: which.effect[lang] }));
      return out({ equipment, ...roll, ...(which ? { incidentRoll: which.roll, id: which.id, marker: which.marker } : {}) }, lines);
    }
    default:
      throw sub === undefined
        ? missingChoice('missingComputation', 'computations', ['damage', 'penalty', 'stray', 'impact', 'movement', 'repair', 'incident'])
        : usageError('unknownComputation', { computation: sub });
  }
}

export const command: CliCommand = {
  summary: 'FORTIFICATION computations: damage, SP penalty, stray, impact, movement, repair, incidents',
  usage,
  run: (argv, io) => runFortification(argv, io),
};
