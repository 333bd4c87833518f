import { z } from 'zod';
import { listIndex } from '../../../checks/list-index';
import { ruleContext } from '../../../checks/validate-list';
import type { CardLookup } from '../../../db/types';
import type { DbCard } from '../../../model/card';
import type { ArmyList } from '../../../model/list';
import { crewStatus, crewVerdict } from './crew';
import { EDITIONS, listEdition } from './edition';
import type { Edition } from './structure';
import { incident, type EquipmentState, type Equipment, type IncidentId } from './incidents';
import { DIRECT_WOUND_SP, spPenalty } from './structure';

/**
 * "At the table": the war machines of a list as they stand during one game (FORTIFICATION, both editions,
 * FORTIFICATION): Structure Points lost, the penalty that follows (edition-aware), the state left
 * by steam and naphtha incidents. The state is plain data the app keeps per list and game.
 */

/** One machine on the table (an entry of 3 machines gives three). */
export interface TableMachine {
  /** `<entryId>:<n>`, n from 1. */
  key: string;
  entryId: string;
  /** Which of the entry's machines (1 … count). */
  figure: number;
  cardId: string;
  /** Total Structure Points; absent for machines destroyed only by killing their crew. */
  structurePoints?: number;
  immobile: boolean;
  stats: { RES?: number; MOV?: number; STR?: number };
  weight?: number;
  /** Impact / X of the card. */
  impact?: number;
  irrepressible: boolean;
  equipment?: Equipment;
  /** Zone artillery (stray roll) on the machine. */
  zone: boolean;
  /** Mechanic / X of the best Mechanic in its valid crew (lowest X), when one serves it. */
  mechanic?: number;
  /**
   * Immobile machines: the servants that can move it, this machine's share of the entry's
   * (substitutes cannot move a machine, FORTIFICATION: "Hilfspersonal ist nicht in der Lage
   * Maschinen zu bewegen"; a machine naming no servant cards comes with its own).
   */
  servants?: number;
}

const ability = (card: DbCard, id: string) => card.abilities.find((a) => a.id === id);

/** The war machines of a list, one per machine, in list order. */
export function tableMachines(list: ArmyList, lookup: CardLookup): TableMachine[] {
  const ix = listIndex(ruleContext(list, lookup));
  const out: TableMachine[] = [];
  for (const entry of list.entries) {
    const card = ix.cardOf(entry);
    const wm = card?.warMachine;
    if (!card || !wm) continue;
    let mechanic: number | undefined;
    // Servants move an immobile machine; a card naming no servant cards brings its own Crew.
    let movers = wm.mobility === 'immobile' && wm.servants.length === 0 ? (wm.crew ?? 0) * entry.count : 0;
    for (const link of ix.crewOf(entry.id)) {
      const verdict = crewVerdict(card, link).kind;
      if (verdict !== 'servant' && verdict !== 'substitute') continue;
      if (verdict === 'servant') movers += ix.figures(link.entry);
      const x = link.card ? ability(link.card, 'mechanic')?.value : undefined;
      if (x !== undefined && (mechanic === undefined || x < mechanic)) mechanic = x;
    }
    const crew = crewStatus(ix, entry);
    const stats = { RES: card.stats.RES, MOV: card.stats.MOV, STR: card.stats.STR };
    for (let n = 1; n <= entry.count; n++) {
      const m: TableMachine = {
        key: `${entry.id}:${n}`,
        entryId: entry.id,
        figure: n,
        cardId: card.id,
        immobile: wm.mobility === 'immobile',
        stats,
        irrepressible: ability(card, 'irrepressible') !== undefined,
        zone: wm.artillery?.kind === 'zone',
      };
      if (wm.structurePoints !== undefined) m.structurePoints = wm.structurePoints;
      if (wm.weight !== undefined) m.weight = wm.weight;
      const impact = ability(card, 'impact')?.value;
      if (impact !== undefined) m.impact = impact;
      if (wm.equipment) m.equipment = wm.equipment;
      if (mechanic !== undefined) m.mechanic = mechanic;
      // The entry's servants shared out among its machines (the first ones take what is left over).
      if (crew) m.servants = Math.floor(movers / entry.count) + (n <= movers % entry.count ? 1 : 0);
      out.push(m);
    }
  }
  return out;
}

/** What happened to one machine so far in the game. */
export interface MachineTrack {
  /** Structure Points lost (0 … total). */
  lost: number;
  /** The most SP it had lost at any time (repairs do not lower it): the English edition's penalty lasts. */
  worst?: number;
  /** Steam / naphtha: the state an incident left for the next roll. */
  equipment?: EquipmentState;
  /** Incidents that leave a marker (Overheating, Leak, Machine stopped …), in the order they happened. */
  markers?: IncidentId[];
}

/** The state of one game with a list: per machine key its track. */
export interface TableState {
  listId: string;
  /**
   * The edition the game is played by when the list names none (`gameEdition`): the app's
   * language when the game was started, kept so that switching the language later changes no rule.
   */
  edition?: Edition;
  machines: Record<string, MachineTrack>;
}

const INCIDENT_IDS = ['explosion', 'overheating', 'cracked-structure', 'damaged-valve', 'leak', 'machine-stopped'] as const satisfies readonly IncidentId[];

/** The kept state as the app stores it between visits (browser storage): checked on the way in. */
const tableStateSchema = z.object({
  listId: z.string().max(200),
  edition: z.enum(EDITIONS).optional(),
  machines: z
    .record(
      z.string().max(300),
      z.object({
        lost: z.number().int().min(0).max(10_000),
        worst: z.number().int().min(0).max(10_000).optional(),
        equipment: z.object({ crackedStructure: z.boolean().optional(), damagedValve: z.boolean().optional() }).optional(),
        markers: z.array(z.enum(INCIDENT_IDS)).max(100).optional(),
      }),
    )
    .refine((r) => Object.keys(r).length <= 2000, 'too many machines'),
});

/** A kept state read back, or a fresh one when it is missing, broken or of another list. */
export function readTableState(raw: unknown, listId: string): TableState {
  const parsed = tableStateSchema.safeParse(raw);
  return parsed.success && parsed.data.listId === listId ? (parsed.data as TableState) : emptyTableState(listId);
}

export function emptyTableState(listId: string, edition?: Edition): TableState {
  return edition ? { listId, edition, machines: {} } : { listId, machines: {} };
}

/**
 * The edition a game at the table is played by: the list's own, else the one the game was
 * started with (`TableState.edition`), else `fallback` (the app's language, for a game not started).
 */
export function gameEdition(list: Pick<ArmyList, 'edition'>, state: Pick<TableState, 'edition'>, fallback: Edition): Edition {
  return listEdition(list, state.edition ?? fallback);
}

export const trackOf = (state: TableState, key: string): MachineTrack => state.machines[key] ?? { lost: 0 };

/**
 * Where a machine stands: SP left, the penalty to its tests (edition-aware, none when immobile),
 * destroyed. The penalty goes by the SP lost now in the German edition, where repairs can lift it
 * again, and by the most ever lost in the English one, where each step lasts to the end of the game.
 */
export function machineStanding(m: TableMachine, track: MachineTrack, edition: Edition): { left?: number; lost: number; penalty: number; destroyed: boolean } {
  if (m.structurePoints === undefined) return { lost: 0, penalty: 0, destroyed: false };
  const lost = Math.min(track.lost, m.structurePoints);
  const counted = edition === 'en' ? Math.min(Math.max(lost, track.worst ?? 0), m.structurePoints) : lost;
  return { left: m.structurePoints - lost, lost, penalty: spPenalty(m.structurePoints, counted, { edition, immobile: m.immobile }), destroyed: lost >= m.structurePoints };
}

/**
 * Adds `delta` SP lost (negative: repaired), kept between 0 and the machine's total; the most ever
 * lost is kept. A destroyed machine (no SP left) is out of the game: nothing repairs it.
 */
export function changeSp(state: TableState, m: TableMachine, delta: number): TableState {
  if (m.structurePoints === undefined || !Number.isInteger(delta)) return state;
  const track = trackOf(state, m.key);
  if (delta < 0 && track.lost >= m.structurePoints) return state;
  const lost = Math.max(0, Math.min(m.structurePoints, track.lost + delta));
  const worst = Math.max(lost, track.worst ?? track.lost);
  return { ...state, machines: { ...state.machines, [m.key]: { ...track, lost, ...(worst > 0 ? { worst } : {}) } } };
}

/**
 * The incident a d6 gives a machine with its markers so far: a second Overheating is an Explosion,
 * a second Leak stops the machine (FORTIFICATION, incidents 2 and 5).
 */
export function incidentOn(track: MachineTrack, d6: number): ReturnType<typeof incident> {
  const found = incident(d6);
  if (found?.id === 'overheating' && track.markers?.includes('overheating')) return incident(1);
  if (found?.id === 'leak' && track.markers?.includes('leak')) return incident(6);
  return found;
}

/**
 * Records the incident a d6 gives after a failed Pressure / Injection roll (incidentOn): a lasting
 * marker (Overheating, Leak, Machine stopped) stays, Cracked structure / Damaged valve change the
 * next roll only, and an Explosion kills the figure outright, which costs a machine with Structure
 * Points the SP of a direct KILLED OUTRIGHT wound (4; FORTIFICATION, direct wounds), not all of them.
 * Returns the incident too.
 */
export function recordIncident(state: TableState, m: TableMachine, d6: number): { state: TableState; incident?: ReturnType<typeof incident> } {
  const found = incidentOn(trackOf(state, m.key), d6);
  if (!found) return { state };
  const hit = found.id === 'explosion' ? changeSp(state, m, DIRECT_WOUND_SP['killed-outright']) : state;
  const track = trackOf(hit, m.key);
  const next: MachineTrack = { ...track };
  if (found.id === 'cracked-structure') next.equipment = { ...track.equipment, crackedStructure: true };
  if (found.id === 'damaged-valve') next.equipment = { ...track.equipment, damagedValve: true };
  if (found.marker) next.markers = [...(track.markers ?? []), found.id];
  return { state: { ...hit, machines: { ...hit.machines, [m.key]: next } }, incident: found };
}

/** After a Pressure / Injection roll the one-roll effects of Cracked structure and Damaged valve are spent. */
export function spendEquipmentState(state: TableState, m: TableMachine): TableState {
  const track = trackOf(state, m.key);
  if (!track.equipment) return state;
  const { equipment: _spent, ...rest } = track;
  return { ...state, machines: { ...state.machines, [m.key]: rest } };
}
