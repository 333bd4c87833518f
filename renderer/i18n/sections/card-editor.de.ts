import type en from './card-editor.en';

/** Texts of the user card editor. */
const de: typeof en = {
  title: 'Karteneditor',
};

export default de;
