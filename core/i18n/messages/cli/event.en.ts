/**
 * Texts of `muster event` (main/cli/event*.ts): what it prints, and why it refused, on stdout and
 * stderr in the language of `--lang`. Usage errors are in cliArgs (args.en.ts, joined by args.ts).
 */
export default {
  created: 'Event {name} created: {file} ({rounds} rounds, draw seed {seed}).',
  registered: 'Players registered: {added}; the event has {players}.',
  replaced: 'The list of {player} was replaced.',
  renamed: '{id} renamed: {previous} → {name}.',
  unchanged: '{id} is named {name} already; nothing changed.',
  /** After a rename in an event with results: a league keeps its own copy of them. */
  renamedLeague: "The event has results: if they are in a league, export them again and add them with 'muster league add' (the event is replaced there).",
  /** Why `rename` did not rename a player (no such player: register.no-player). */
  rename: {
    empty: "a player needs a name; {id} keeps the name '{name}'",
    long: "a name has at most {max} characters; {id} keeps the name '{name}'",
    taken: "'{name}' is taken: {other} ({otherId}) is registered under that name already (case, spaces, ü or ue, ß or ss do not make another name)",
  },
  round: 'Round {round}',
  table: 'Table {table}: {a} – {b}',
  /** After pairing round 1 while players' selection lists break the rules (stderr). */
  listErrors: "Note: selection lists that break the rules: {names}; lists can no longer be replaced now that round 1 is paired ('muster event unpair' takes it back).",
  bye: 'Bye: {player}',
  repeat: 'Repeated pairing: {a} – {b} (met in round {rounds})',
  problem: {
    'round-open': 'Round {round} has tables without a result: {tables}.',
    'all-rounds-paired': 'All {rounds} rounds of the event are paired.',
    'too-few-players': '{players} players left to pair; a round needs at least 2.',
    'no-round': 'The event has no round {round}.',
    'no-table': 'Round {round} has no table {table}.',
    'no-rounds': 'No round has been paired yet.',
    'has-results': "Round {round} has results (tables {tables}); remove them first ('result --clear').",
    'not-in-round': '{player} is not in round {round}.',
    'same-player': 'Give two different players ({player} twice).',
    'has-result': "Round {round}, table {table} has a result; remove it first ('result --clear') to swap its players.",
    'same-table': '{a} and {b} play each other at table {table} of round {round} already.',
  },
  /** `drop`, `back`, `unpair` and `swap`: what was done (players named with their ids). */
  droppedOut: '{name} ({id}) dropped out: no longer paired; the results so far stay.',
  droppedAlready: '{name} ({id}) has dropped out already; nothing changed.',
  backIn: '{name} ({id}) is back in: paired again from the next round.',
  inAlready: '{name} ({id}) is in the event; nothing changed.',
  /** The table a player who dropped out leaves without a result; {command} closes it with a walkover. */
  openTable: "Round {round}, table {table} has no result yet; the next round is paired once it has one. Enter the game's result, or a walkover for {opponent}: {command}",
  unpaired: 'Round {round} taken back: its pairings are removed.',
  swapped: 'Round {round}: {x} and {y} swapped.',
  /** Why `add` did not register a list or replace one. */
  register: {
    'name-taken': "{file}: a player named '{name}' is registered already ({id}); replace that player's list with --replace {id}",
    'name-taken-started': "{file}: a player named '{name}' is registered already ({id}); lists can no longer be replaced once round 1 is paired",
    'event-full': '{file}: the event is full (at most {max} players)',
    finished: '{file}: {name} was not registered: the event is over (all {rounds} rounds have their results), so a new player could not play; to add one, raise the number of rounds (settings.rounds, or under “Event” in the app) first',
    'rounds-paired': '{file}: {name} was not registered: all {rounds} rounds of the event are paired, so a new player could not play; to add one, raise the number of rounds (settings.rounds, or under “Event” in the app) first',
    started: 'the event has started (rounds paired: {rounds}): lists can no longer be replaced',
    'no-player': "no player '{id}' in {file}",
  },
  exists: "{file} exists already; name a new file (an event file is never written over by 'new')",
  refused: 'Result refused (round {round}, table {table}):',
  /** A result entered: what each side scored, and the outcome in words ({outcome}: "Draw, won on PF: …", a walkover). */
  result: 'Round {round}, table {table}: {a} {aPh} PH / {aPf} PF – {b} {bPh} PH / {bPf} PF ({outcome}).',
  cleared: 'Round {round}, table {table}: result removed.',
  standings: 'Standings after round {round}',
  final: 'Final standings',
  none: 'No round has been paired yet.',
  noResults: 'No results yet: a player is in the standings once a game of theirs has its result (or they had the bye).',
  column: { rank: 'Rank', player: 'Player', people: 'People', games: 'Games', ph: 'PH', pf: 'PF', byes: 'Byes', walkovers: 'Walkovers', events: 'Events', played: 'Played' },
  dropped: 'dropped out',
  written: '{file} written.',
};
