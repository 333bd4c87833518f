import type en from './print.en';

/** Texts of the print view and dialog. */
const de: typeof en = {
  title: 'Drucken',
  intro: 'Maßstabsgetreue Schablonen, Maßstäbe, Marker und Zählsteine für den Spieltisch.',
};

export default de;
