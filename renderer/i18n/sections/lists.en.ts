/** Texts of the list overview and the list editor. */
export default {
  title: 'Army lists',
  intro: 'Your lists are stored as files in the user data folder: {dir}',
};
