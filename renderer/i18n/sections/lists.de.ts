import type en from './lists.en';

/** Texts of the list overview and the list editor. */
const de: typeof en = {
  title: 'Armeelisten',
  intro: 'Deine Listen liegen als Dateien im Benutzerordner: {dir}',
};

export default de;
