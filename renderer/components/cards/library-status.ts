/**
 * How the Library's import and export buttons report (LibraryView shows it, not the button row):
 * `notice` is the outcome in one line, a toast (an info fades, an error stays until dismissed);
 * `report` is what an import names besides (each bad row or file, a warning about the file), shown
 * under the buttons until dismissed or the next import or export; an empty report clears it.
 */
export interface ReportLine {
  text: string;
  tone: 'warn' | 'error';
}

export type NoticeTone = 'info' | 'error';
