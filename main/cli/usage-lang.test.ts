import path from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { problemMessage } from '../print/engine';
import { runCli } from './test-io';

const SAMPLES = path.resolve(import.meta.dirname, '../../resources/samples');

const cwd = tmpdir();

/**
 * The commands' own usage errors follow --lang like the help they come with: a sample of each
 * command, in German and (unchanged) in English.
 */
const CASES: [string[], string, string][] = [
  [['chronopia', 'units'], 'units braucht genau eine Listendatei', 'units needs exactly one list file'],
  [['fortification', 'damage', '--str', '5', '--res', '3', '--dice', '4'], '--dice braucht 2 Würfel (angegeben: 1)', '--dice needs 2 dice (got 1)'],
  [['fortification', 'penalty', '--sp', '3', '--lost', '4'], '--lost kann nicht größer als --sp sein (4 > 3)', '--lost cannot be more than --sp (4 > 3)'],
  [['data', 'export'], "unbekannte Aktion 'export' (nur import)", "unknown action 'export' (only import)"],
  [['data', 'import', 'owb', 'a', 'b'], 'nur ein PATH (angegeben: a, b)', 'one PATH only (got a, b)'],
  [['event', 'print', 'cup.muster-event', '--out', 'a.pdf'], '--documents muss angegeben werden: eines oder mehrere von ', '--documents is needed: one or more of '],
  [['event', 'new', 'x.muster-event', '--name', 'X', '--date', '1.3.2025'], "--date wird JJJJ-MM-TT geschrieben und ist ein Tag des Kalenders (angegeben: '1.3.2025')", "--date is written YYYY-MM-DD and is a day of the calendar (got '1.3.2025')"],
  [['event', 'add', 'cup.muster-event'], 'bitte die Turnierdatei und eine oder mehrere Auswahllisten angeben', 'give the event file and one or more selection list files'],
  [['event', 'check'], 'bitte genau eine Turnierdatei angeben', 'give one event file'],
  [['event', 'swap', 'cup.muster-event', 'p1'], 'bitte die Turnierdatei und die beiden zu tauschenden Spieler angeben', 'give the event file and the two players to swap, by id or name (e.g. swap cup.muster-event p3 p7; ids in `check --format json`)'],
  [['event', 'result', 'cup.muster-event', '--round', '1', '--table', '1', '--walkover'], '--walkover braucht --outcome a|b: den Spieler, der da war und gewinnt', '--walkover needs --outcome a|b: the player who was there and wins'],
  [['event', 'result', 'cup.muster-event', '--round', '1', '--table', '1', '--outcome', 'a'], '--a-pf muss angegeben werden: die gegnerischen AP, die Spieler A zerstört hat', '--a-pf is needed: the enemy AP player A destroyed'],
  [['validate'], 'es fehlt die Listendatei', 'missing the list file'],
  [['validate', 'a.muster', 'b.muster', '--selection', 's.muster'], '--selection gilt nur für genau eine Spielliste', '--selection goes with one game list only'],
  [['league', 'add', 'l.muster-league'], 'bitte die Ligadatei und eine oder mehrere Ergebnisdateien von Turnieren angeben', 'give the league file and one or more event results files'],
  [['export'], 'es fehlt die Listendatei', 'missing the list file'],
  [['export', 'a.muster', 'b.muster'], 'nur eine Listendatei', 'one list file only'],
  [['import'], 'es fehlt die Datei zum Importieren', 'missing the file to import'],
  [['import', 'a.owb.json', 'b.owb.json'], 'nur eine Datei', 'one file only'],
  // The action is the first argument that is not an option (nor an option's value): none here.
  [['event'], 'es fehlt die Aktion (new, add,', 'missing the action (new, add,'],
  [['event', '--format', 'json'], 'es fehlt die Aktion (new, add,', 'missing the action (new, add,'],
  [['event', '--format', 'json', 'bogus'], "unbekannte Aktion 'bogus' (new, add,", "unknown action 'bogus' (new, add,"],
  [['league'], 'es fehlt die Aktion (add, table)', 'missing the action (add, table)'],
  [['print'], 'es fehlt das zu druckende Dokument', 'missing the document to print'],
  [['print', 'poster', '--out', 'a.pdf'], "unbekanntes Dokument 'poster' (eines von ", "unknown document 'poster' (one of "],
  [['print', 'siege', '--out', 'a.pdf'], "das Dokument 'siege' braucht eine Belagerung: --siege DATEI", "document 'siege' needs a siege roster: --siege FILE"],
  [['print', 'tokens', '--system', 'chronopia', '--out', 'a.pdf'], "das Dokument 'tokens' ist nicht für Chronopia gemacht (nur für ", "document 'tokens' is not made for Chronopia (only for "],
];

describe('usage errors of the commands follow --lang', () => {
  it.each(CASES)('%j', async (argv, de, en) => {
    const [name] = argv;
    const german = await runCli([...argv, '--lang', 'de'], cwd);
    expect(german.code).toBe(2);
    expect(german.out).toBe('');
    expect(german.err.startsWith(`muster ${name}: ${de}`), german.err).toBe(true);
    expect(german.err).toContain('\n\nAufruf: muster');
    const english = await runCli(argv, cwd);
    expect(english.code).toBe(2);
    expect(english.err.startsWith(`muster ${name}: ${en}`), english.err).toBe(true);
    expect(english.err).toContain('\n\nUsage: muster');
  });

  it('before the command too, and the whole English line stays as it was', async () => {
    const german = await runCli(['--lang', 'de', 'fortification', 'incident', '--dice', '1,2,3,4,5,6,1,2,3,4,5,6,1'], cwd);
    expect(german.err.split('\n')[0]).toBe('muster fortification: --dice: höchstens 12 Würfel');
    const english = await runCli(['print', 'tokens', '--system', 'chronopia', '--out', 'a.pdf'], cwd);
    // The words of the print engine's own refusal (problemMessage), as before.
    expect(english.err.split('\n')[0]).toBe(`muster print: ${problemMessage({ code: 'other-system', document: 'tokens', system: 'chronopia' })}`);
    expect(english.err.split('\n')[0]).toBe("muster print: document 'tokens' is not made for Chronopia (only for Confrontation, Warhammer: The Old World); for Chronopia print 'markers' instead");
    const mismatch = await runCli(['print', 'tokens', '--system', 'chronopia', '--out', 'a.pdf', '--lang', 'de'], cwd);
    expect(mismatch.err.split('\n')[0]).toBe("muster print: das Dokument 'tokens' ist nicht für Chronopia gemacht (nur für Confrontation, Warhammer: The Old World); für Chronopia stattdessen 'markers' drucken");
  });

  it('the print engine’s refusal of a list of another game follows --lang too', async () => {
    const list = path.join(SAMPLES, 'valid-oldworld-high-elves.muster');
    const german = await runCli(['print', 'templates', '--list', list, '--out', 'a.pdf', '--lang', 'de'], cwd);
    expect([german.code, german.err]).toEqual([2, "muster print: das Dokument 'templates' ist nicht für Warhammer: The Old World gemacht (nur für Confrontation)\n"]);
    const english = await runCli(['print', 'templates', '--list', list, '--out', 'a.pdf'], cwd);
    expect([english.code, english.err]).toEqual([2, "muster print: document 'templates' is not made for Warhammer: The Old World (only for Confrontation)\n"]);
  });
});
