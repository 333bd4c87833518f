/** Column of a text table; `right` aligns numbers. */
interface Column<T> {
  header: string;
  value(row: T): string;
  right?: boolean;
}

/** Formats rows as an aligned plain-text table: a header, a rule and one line per row. */
export function formatTable<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const cells = rows.map((r) => columns.map((c) => c.value(r)));
  const widths = columns.map((c, i) => Math.max([...c.header].length, ...cells.map((row) => [...(row[i] ?? '')].length)));
  const pad = (text: string, i: number) => {
    const w = widths[i] ?? 0;
    const gap = ' '.repeat(Math.max(0, w - [...text].length));
    return columns[i]?.right ? gap + text : text + gap;
  };
  const line = (values: string[]) => values.map(pad).join('  ').trimEnd();
  return [line(columns.map((c) => c.header)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n') + '\n';
}
