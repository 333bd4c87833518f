/** Texts of the print view and dialog. */
export default {
  title: 'Print',
  intro: 'True-scale templates, rulers, tokens and markers for the table.',
};
