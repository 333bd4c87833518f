/**
 * The command line's help (`muster --help`, `muster <command> --help`, and the usage printed after
 * a usage error): main/cli/index.ts and each command's usage. `{or}` is the `|` between choices
 * (`--lang de{or}en` reads `--lang de|en`), a character the message format keeps for plural forms;
 * `{cardOptions}` and `{cardNote}` are the card options' lines below, laid out by
 * main/cli/card-sources.ts. Option names and values are the same in every language.
 */
export default {
  top: `Usage: muster <command> [options]

Commands:
{commands}

Run 'muster <command> --help' for the options of a command.
--lang de{or}en, before or after the command, picks the language of the help and the messages (default en).`,
  summary: {
    validate: 'check list files (or Old World Builder lists, siege rosters) against the rules',
    cards: 'list cards of the database',
    print: 'print documents for a list as PDF',
    export: 'export a list as text, list file or Old World Builder file',
    import: 'make a Muster list from an Old World Builder list file',
    fortification: 'FORTIFICATION computations: damage, SP penalty, stray, impact, movement, repair, incidents',
    chronopia: 'Chronopia computations: falling, melee, game sizes, units',
    event: 'run a TJOST tournament: registration, pairings, results, standings, sheets',
    league: 'a TJOST league season: add events, the league table',
    data: 'import card data (Old World Builder datasets, CSV from a spreadsheet)',
  },
  /** The --help lines of --db and --no-user-cards (one line each, or lines joined by a new line). */
  cardOptions: {
    db: 'a folder of card files, laid over the shipped cards and your own (repeatable)',
    noUserCards: `the shipped cards (and --db folders) only: without your own cards, which are
otherwise read as the app reads them, from the cards folder of the user data
folder (MUSTER_USER_DATA sets that folder)`,
  },
  cardNote: `Cards: the shipped ones, then your own (the cards folder of the user data folder, as the app
reads them; MUSTER_USER_DATA sets that folder), then any --db DIR folders (repeatable);
--no-user-cards leaves your own out.`,
  /** A number option's range in `muster chronopia --help` (its unit: `cliArgs.unit`). */
  range: {
    range: '{min} to {max}',
    decimals: 'decimals with . or ,',
    whole: 'whole numbers',
  },
  validate: `Usage: muster validate LIST... [--db DIR]... [--no-user-cards] [--lang de{or}en] [--format text{or}json]
                       [--quiet] [--selection FILE]

Checks list files against the rules of their game system (up to 1000 files in one call), with
the cards the app has: the shipped cards, then your own.
A siege roster (.muster-siege, format muster-siege) is checked against the siege rules,
with the attacker's and defender's lists it links.
{cardOptions}
  --selection F   TJOST game lists: their selection list file (default: the file the game list names)
  --lang de{or}en    language of the messages (default en)
  --format F      text (default) or json: one object for one file; for several an array with
                  an object per file ({jsonFields})
  --quiet, -q     several files: only the summary line of each file, not its issues

Several files: each file's issues and summary line, then the counts (on stderr).
A file that reads only with repairs (an assignment to an entry that is not there, an entry that
is not valid) is checked without what was left out, which is named on stderr. A file that is not
UTF-8 (saved by a Windows editor) is read as Windows-1252, a repair too.
Exit code: 0 no errors (warnings allowed), 1 a list has errors or was read only with repairs,
2 bad usage or an unreadable file (the worst of all files).`,
  cards: `Usage: muster cards [--system S] [--faction F] [--search TEXT] [--db DIR]... [--no-user-cards]
                    [--format text{or}json{or}csv{or}pack] [--lang de{or}en]

Lists cards of the card database as the app shows it: the shipped cards, then your own.
  --system S      confrontation, oldworld or chronopia
  --faction F     a faction id, e.g. goblins-no-dan-kar
  --search TEXT   words to find in German or English names, ranks and abilities
                  (case and accents do not matter: "tir-na-bor" finds "Tir-Nâ-Bor")
{cardOptions}
  --format F      text (default): a table; json: an array of cards; csv: one row per card for a
                  spreadsheet (import it again with muster data import csv); pack: your own
                  cards of the faction (not the shipped ones) as one faction pack to share (needs
                  --system and --faction, not --search; import it with muster data import pack)
  --lang de{or}en    language of names in the table and of the message when no pack is made
                  (default en)

Problems in card files are printed to stderr; the other cards are still listed.
Exit code: 0 listed, 1 --format pack for a faction without cards of your own (no pack),
2 bad usage or an unreadable --db folder.`,
  print: `Usage: muster print DOCUMENT [--list FILE] [--system GAME] [--db DIR]... [--no-user-cards]
                    [--paper a4{or}letter] [--lang de{or}en] [--diameter MM]... [--verbose] --out FILE.pdf

Prints a document as a PDF, true to scale, with the cards the app has: the shipped cards, then
your own. What a document holds can depend on the game: the list's, or --system without a list.
DOCUMENT is one of:
  list       army list, organiser copy (needs --list)
  opponent   army list, opponent copy without notes (needs --list)
  reference  reference sheet of the list's cards and tables (needs --list)
  templates  dispersion templates of the list's zone artillery and/or --diameter MM (Confrontation)
  blast      3 and 5 inch blast templates (The Old World)
  rulers     range rulers: 20 cm (Confrontation), 12 inch (The Old World, Chronopia)
  tokens     counters for the list (needs --list; Confrontation, The Old World): speed, trap and
             decoy, jammed, incident states, SP trackers. Chronopia's status markers are 'markers'
  markers    Confrontation: camp and edge markers (TJOST), barricades for the list's Sappers;
             Chronopia: status markers (activation, wait, hidden, panic, prone);
             The Old World: ram and siege tower footprints; no game given: camp, edge, footprints
  quickref   quick reference of the game: FORTIFICATION tables (Confrontation, the default);
             Chronopia: turn, actions, falling damage, melee; The Old World: sieges
  form       TJOST tournament form for a game list (needs --list)
  selection  TJOST selection list form for the organiser (needs --list)
  missions   the 8 TJOST mission cards (63 x 88 mm, duplex backs)
  results    TJOST results sheet from --results FILE (blank without it)
  tjost-quickref  TJOST quick reference: flow, game length, victory, scoring
  siege      Old World siege sheet and base footprints of a siege roster (needs --siege)
  all        everything that applies to the list (needs --list)
Options:
  --list FILE     the list file
  --system GAME   the game of a document printed without a list (quickref, markers): confrontation,
                  chronopia or oldworld; without it FORTIFICATION's quick reference and every game's
                  markers. Refused for a document not made for that game, or a list of another game
  --siege FILE    the siege roster (.muster-siege) for 'siege'; a roster given as --list is taken too
{cardOptions}
  --paper P       a4 or letter, in any case (Letter, US-Letter and A4 too); default: the paper
                  of the app's settings (a4 when there are none)
  --lang L        en (default) or de
  --force         replace an existing --out file even when it is not a PDF
  --diameter MM   a dispersion template of this diameter (repeatable, {minDiameter}-{maxDiameter} mm)
  -o, --out FILE  where to write the PDF (required)
  --verbose       report progress on stderr
  --selection F   TJOST game list: its selection list (default: the file the game list names)
  --results F     TJOST results file for 'results'
  --event T, --round T, --table T, --opponent T   prefill the tournament form

Exit code: 0 written, 2 bad usage, unreadable input or unwritable output (nothing is written).`,
  export: `Usage: muster export LIST [--format text{or}muster{or}owb] [--lang de{or}en] [--db DIR]... [--no-user-cards]
                     [--style plain{or}markdown{or}compact] [--no-points] [--no-notes] [--special-rules]
                     [--profiles] [--secret] [--out FILE] [--force]

Exports a list file (a Muster list, or an Old World Builder list: .owb.json), with the cards the
app has: the shipped cards, then your own (so the points are the app's).
  --format text     plain text for e-mail and forums (default)
  --format muster   a checked, normalised list file for import elsewhere
  --format owb      The Old World: an Old World Builder list file (.owb.json) that Old World
                    Builder opens with the same units, options, magic items and total; what
                    does not carry over is named on standard error
  --style plain     the text with a line per entry and what it bought below (default)
  --style markdown  the text as Markdown for Discord and forums (headings, bold names)
  --style compact   the text with one line per unit
  --no-points       the text without points (no entry's, category's, limit or total)
  --no-notes        the text without the list's and the entries' notes
  --special-rules   each entry's special rules (an Old World unit's, its mount's and detachments'),
                    or a Confrontation or Chronopia card's abilities with their values
  --profiles        each entry's profile (an Old World unit's rows, its mount's and detachments')
  --secret          a secret list, as Old World Builder's: no points, no magic items, no
                    Confrontation or Chronopia artifacts or equipment
  --lang de{or}en      language of the text and of what does not carry over (default en)
{cardOptions}
  -o, --out FILE    write to FILE instead of standard output; an existing FILE must be of the
                    same kind (a text export, a list file, an Old World Builder file) and never
                    one of the inputs
  --force           replace an existing --out file of another kind

Exit code: 0 written, 2 bad usage or unreadable input.`,
  import: `Usage: muster import FILE [--out FILE.muster] [--db DIR]... [--no-user-cards] [--lang de{or}en] [--force]

Makes a Muster list file from an Old World Builder list (.owb.json, as its export writes it):
every unit with its size, options, mounts, command, stackable counts, magic items and note, and
the list's description as its notes. What cannot be taken over (an unknown unit, option or item)
is named with its field on standard error, as is what Muster does not keep (a composition rule
it does not know, a lore the unit may not use).
Units are looked up in the cards the app has: the shipped cards, then your own.
  -o, --out FILE  the list file to write (default: FILE with .muster instead of .owb.json,
                  beside it); an existing FILE must be a Muster list file and never the input
{cardOptions}
  --lang de{or}en    language of what is named on standard error (default en)
  --force         replace an existing --out file of another kind

Exit code: 0 written, 1 written but some units, options or items were left out,
2 bad usage or not a usable list (nothing written).`,
  fortification: `Usage: muster fortification <computation> [options] [--lang de{or}en] [--format text{or}json]

The FORTIFICATION computations for war machines (the German and English editions):
  damage --str N --res N --dice A,B       damage roll against a machine: damage, location, SP lost
         [--impact-roll]                  an Impact roll (doubles read the table, no exceptional damage)
  penalty --sp N [--lost N]               SP penalty after N SP lost (without --lost: every step)
          [--edition de{or}en] [--immobile]  the edition's steps (German: two thirds; English: three quarters)
  stray --roll D [--direction D]          how far (and where) a zone shot strays
  impact --impact X --distance CM         Impact strength after covering CM this round
         [--speed-counter --mov N]        with a speed counter it counts as 2 x MOV
  movement --weight W --servants N        movement penalty of an immobile machine moved by N servants
  repair --x X --roll D                   Mechanic / X at the end of the round: +1, 0 or -1 SP
  incident --equipment steam{or}naphtha --dice "A B C"  Pressure / Injection roll: bonus or incident
           [--cracked] [--damaged-valve] [--incident-roll D]

Exit code: 0 done, 2 bad usage.`,
  chronopia: `Usage: muster chronopia sizes{or}fall{or}melee{or}units [options] [--lang de{or}en] [--format text{or}json]

Chronopia computations (Chronopia rules, chapter 3) and list facts.
  sizes                         game sizes by points (Hero, Patrol, Army, Grand)
  fall --size G --height IN     falling damage of a figure of size G falling IN inches
       [--victim-fg N]          and the FG test of a figure it lands on
  melee [--nk N --damage N]     modifiers of one melee attack (and the final values)
        [--charge] [--hidden] [--uphill] [--flyer] [--dive] [--friends N] [--ver N]
        [--target-size G --attacker G...]   the size limit: attackers at most 4 x the target
  units LIST [--db DIR]... [--no-user-cards]
                                warbands and single figures of a Chronopia list, its game
                                size and the status markers it needs

Numbers are plain decimal digits (no 0x50, 1e3 or Infinity); a negative value may follow its
option (--ver -1). Out of range is bad usage:
{ranges}

units reads the Chronopia cards.
{cardNote}
Exit code: 0 done, 2 bad usage, an unreadable list or an unreadable --db folder.`,
  event: `Usage: muster event ACTION EVENT-FILE [options]

Runs a TJOST tournament (Confrontation, TJOST rules) in an event file (*.muster-event, see
docs/organiser.md). Pairing, scoring and checks are Muster's organiser rules, as in the app.

  new FILE --name NAME [--date YYYY-MM-DD] [--place P] [--organiser O] [--rounds N]
      [--game-minutes M] [--bye-outcome win{or}draw{or}loss] [--bye-pf PF] [--seed S]
                       create an event (never over an existing file); --seed fixes the
                       round 1 draw (0 to 4294967295, default random)
  add FILE LIST...     register a player per selection list, each checked with the TJOST
      [--replace ID]   rules; a report per player (--replace: a new list for player ID,
                       until round 1 is paired)
  rename FILE ID NAME  rename player ID (a typo in the list's player name); any time, the
                       pairings and results stay; a name another player has is refused
  drop FILE ID         player ID drops out: no longer paired, the results so far stay; a
                       table of the last round left without a result is named (a walkover
                       closes it)
  back FILE ID         player ID is back in: paired again from the next round
                       (ID: a player's id, or name in any spelling: "Juergen Mueller")
  check FILE           the registration report: every player's list checked again
  pair FILE            pair the next round: round 1 by lot, then by the standings without
                       repeated pairings where possible; prints tables, bye and repeats
  unpair FILE          take back the last round's pairings (only while it has no result)
  swap FILE ID ID [--round N]
                       swap two players of a round (default: the last) by hand; a swap
                       that repeats an earlier pairing is made with a warning
  result FILE --round R --table T --outcome a{or}b{or}draw{or}both-lose --a-pf PF --b-pf PF
      [--a-mission-round 1-4] [--b-mission-round 1-4] [--a-losses AP] [--b-losses AP]
      [--a-mission ID] [--b-mission ID] [--a-extended] [--b-extended] [--note TEXT]
      [--clear]        enter or correct a table's result (--clear removes it); impossible
                       results are refused with the reason; a mission by its id or its
                       name in either language ('crusade', 'Kreuzzug', 'Für die Ehre')
  result FILE --round R --table T --outcome a{or}b --walkover [--a-pf PF] [--b-pf PF]
                       a walkover (kampflos): the player --outcome names was there and wins
                       with a win's PH, no game played (no mission checks); PF as given,
                       else a bye's PF for that player and 0 for the other
  standings FILE [--round N]   rank, PH, PF, games, byes and walkovers (after round N)
  print FILE --documents D,... -o OUT.pdf [--round N] [--paper a4{or}letter] [--force]
                       D: pairings, slips, standings, registration, event-forms, event-missions;
                       --paper: default the paper of the app's settings (a4 when there are none)
  export FILE [--format json{or}csv] [-o OUT] [--force]
                       the results for the league (JSON for 'muster league add'), to OUT or stdout

Player ids (p1, p2 ...) are listed by 'check --format json'. Every action takes --lang de{or}en;
all but print and export take --format text{or}json; add, check, standings and print read the
Confrontation cards (every game's when a player's list is of another game) and take --db DIR
and --no-user-cards.
{cardNote}
Exit code: 0 done, 1 refused by the rules (a list with errors, an impossible result, a round
that cannot be paired, taken back or swapped yet, a new name another player has), 2 bad usage, a
list that add could not register (a name registered already, a full event), a player, round or
table the event does not have, or a file that cannot be read or written.`,
  league: `Usage: muster league ACTION LEAGUE-FILE [options]

A TJOST league season (*.muster-league; TJOST "Ligawertung"): the results of its events;
the table counts each player's 12 best games, most PH first, ties by PF (byes and walkovers
are no games and do not count). Players are matched by name: case, spaces, ü/ue and ß/ss do
not make another player.

  add FILE RESULTS.json... [--name NAME] [--season S]
                       add events' results (made by 'muster event export --format json');
                       an event already in the league is replaced; an event without a
                       game result is refused. Creates FILE when it is missing (then --name
                       is needed)
  table FILE [--db DIR]... [--no-user-cards]
                       the league table: rank, PH, PF, games counted, played, events;
                       the people (factions) are named from the cards

Both take --lang de{or}en and --format text{or}json.
{cardNote}
Exit code: 0 done, 1 an event without a game result (nothing changed), 2 bad usage or a file
that cannot be read or written.`,
  data: `Usage: muster data import owb PATH [--out DIR] [--force] [--dataset-version V] [--format text{or}json] [--lang de{or}en]
       muster data import csv FILE.csv [--out DIR] [--force] [--lang de{or}en] [--format text{or}json]
       muster data import pack FILE [--out DIR] [--dry-run] [--force] [--format text{or}json] [--lang de{or}en]

pack: a faction pack (\`muster cards --system S --faction F --format pack\` writes one) replaces
that faction's own cards in <DIR>/<system>/<faction>.json. The added, changed and removed cards
are listed first; with --dry-run nothing is written. A card of the pack that cannot be read, or
has the id of a shipped card or of your card in another faction, is named and left out; your
card with that id is kept. A pack without a card to import changes nothing (exit 2).

csv: card rows from a spreadsheet (columns in docs/data-format.md, "CSV"; \`muster cards --format csv\`
writes them) into card files <DIR>/<system>/<faction>.json, by default your cards folder, as the
app's Import cards (CSV) does. A file that is not UTF-8 is read as Windows-1252 (what Excel and
LibreOffice save as "CSV" in Western Europe), and that is said. The rows are checked against the
cards the app reads (the shipped cards and your own): a faction Muster knows keeps its names when
faction_de/faction_en are empty; a row with the id of a shipped card or of your card in another
faction is refused; a row with an id already in its faction's file replaces that card. Refused
rows are named with their line and column, the others are written (exit 1 when any row was
refused). A faction id Muster does not know, given without names, makes a new faction named by
its id: a note names it (no refusal), as does a column Muster does not read (column names are
read in any case). --lang de{or}en: the language of these messages (default en).

Both write your cards folder as the app does: the version a file had before stays in its history
(History in the app); a file with problems is copied to <name>.broken-<time> first.

owb:

Converts Old World Builder data (github.com/nthiebes/old-world-builder, CC BY 4.0) into Muster
card files: every army with its units, options, mounts, command, magic item allowances,
compositions and profiles, and the magic item lists.
  PATH                 the Old World Builder repository (all armies, compositions and profiles),
                       its public/games/the-old-world folder, or one army file
  -o, --out DIR        where the card files go (default: your cards folder,
                       <user data>/cards/oldworld; the app loads them over the shipped ones)
  --dataset-version V  the dataset's version for the cards' provenance (default: the
                       repository's commit when PATH is a git checkout)
  --format json        the report as JSON
  --force              replace files in DIR that are not Muster card files (or their report);
                       the files read from PATH are never replaced

Re-importing a newer dataset updates the cards under the same ids, so your lists keep working.
Exit code: 0 converted, 2 bad usage or no Old World Builder files found.`,
};
