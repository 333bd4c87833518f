/** Texts of `muster league` (main/cli/league.ts); the event texts (cli.event) name its columns and files. */
export default {
  created: 'League {name} created: {file}.',
  added: '{event}: added to the league ({players} players).',
  replaced: '{event}: replaced in the league ({players} players).',
  full: '{file} holds at most {max} events',
};
