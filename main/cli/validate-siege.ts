import type { CardLookup, FactionInfo } from '../../core/db/types';
import { formatProblem } from '../../core/files/problems';
import { translate } from '../../core/i18n';
import type { Lang } from '../../core/model/system';
import { summarize } from '../../core/checks/engine';
import type { Issue } from '../../core/checks/types';
import { issueMessage } from '../../core/i18n/issues';
import { siegeIssueText, validateSiege } from '../../core/systems/oldworld/siege';
import { loadSiegeText } from '../siege/files';
import type { CliIO } from './io';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './io';

/** JSON output of `muster validate` for a siege roster. */
export interface ValidateSiegeJson {
  valid: boolean;
  errors: number;
  warnings: number;
  issues: {
    code: string;
    severity: Issue['severity'];
    /** What the issue is about, as `kind:id` (e.g. `device:d3`, `occupant:e6`), or null. */
    subject: string | null;
    /** The fortress element concerned, or null. */
    elementId: string | null;
    message: string;
  }[];
}

export interface ValidateSiegeInput {
  /** Absolute path of the roster (linked list files are relative to it). */
  file: string;
  /** The path as the user wrote it, for messages. */
  fileArg: string;
  text: string;
  db: CardLookup & { factions?(): FactionInfo[] };
  lang: Lang;
  format: 'text' | 'json';
  io: CliIO;
}

/** Checks a siege roster and its linked lists; exit 0 valid, 1 errors, 2 unusable input. */
export async function runValidateSiege({ file, fileArg, text, db, lang, format, io }: ValidateSiegeInput): Promise<number> {
  const loaded = await loadSiegeText(text, file, db, fileArg);
  if (!loaded.roster || loaded.problems.length > 0) {
    for (const p of loaded.problems) io.stderr(`muster validate: ${formatProblem(p)}\n`);
    if (loaded.problems.length === 0) io.stderr(`muster validate: ${fileArg}: not a usable siege roster\n`);
    return EXIT_USAGE;
  }
  const { roster, attacker, defender } = loaded;
  const issues = validateSiege({ roster, attacker, defender, card: (id) => db.card(id) });
  const summary = summarize(issues);
  const factions = db.factions?.() ?? [];
  const names = siegeIssueText({
    roster,
    attacker,
    defender,
    lookup: db,
    factionName: (id: string) => factions.find((f) => f.system === 'oldworld' && f.id === id)?.name[lang],
  });
  if (format === 'json') {
    const out: ValidateSiegeJson = {
      ...summary,
      issues: issues.map((i) => ({
        code: i.code,
        severity: i.severity,
        subject: i.subject ? `${i.subject.kind}:${i.subject.id}` : null,
        elementId: i.elementId ?? null,
        message: issueMessage(i, lang, names),
      })),
    };
    io.stdout(JSON.stringify(out) + '\n');
  } else {
    const sevWidth = Math.max(...(['error', 'warning'] as const).map((s) => translate(lang, `cli.severity.${s}`).length));
    const idWidth = Math.max(1, ...issues.map((i) => (i.elementId ?? '-').length));
    for (const i of issues) {
      const sev = translate(lang, `cli.severity.${i.severity}`).padEnd(sevWidth);
      io.stdout(`${sev}  ${(i.elementId ?? '-').padEnd(idWidth)}  ${issueMessage(i, lang, names)}\n`);
    }
    const params = { file: fileArg, errors: summary.errors, warnings: summary.warnings };
    io.stdout(translate(lang, summary.valid ? 'cli.valid' : 'cli.invalid', params) + '\n');
  }
  return summary.valid ? EXIT_OK : EXIT_FAILED;
}
