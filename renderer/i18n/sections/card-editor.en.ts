/** Texts of the user card editor. */
export default {
  title: 'Card editor',
};
