/**
 * The report of an import of Old World Builder's datasets (`muster data import owb`, the library's
 * data import): what each file was read as, what was mapped, filled in and left out, and the
 * values that could not be read. The stored import-report.json keeps the English words.
 */
export default {
  read: 'read {name}: {as}',
  mappedLine: 'mapped {count} {what}',
  filledLine: 'filled in {count}: {what}',
  dropped: 'dropped {count}',
  /** After the first 200 paths left out. */
  more: '… and {count} more',
  problemLine: 'problem: {problem}',
  /** What a file was read as. */
  as: {
    army: 'army',
    armyList: 'army list',
    magicItems: 'magic items',
    profiles: 'profiles (rules index)',
    rules: 'composition rules',
    rulesMissing: 'not read (no rules object found)',
    synonyms: 'names of the rules index (synonyms)',
    synonymsMissing: 'not read (no synonyms object found)',
    names: 'names of compositions and item lists',
    namesMissing: 'not read (no nameMap object found)',
    skipped: 'not an Old World Builder file (skipped)',
  },
  /** What was mapped, after its count. */
  mapped: {
    armies: 'armies',
    choices: 'choices',
    compositionUnitRules: 'composition unit rules',
    compositions: 'compositions',
    germanWorded: 'German names given in the German wording',
    emptyTextsLeftOut: 'empty texts left out',
    loresNamed: 'lores of magic named',
    magicItemAllowances: 'magic item allowances',
    magicItems: 'magic items',
    optionsWithOwnId: 'options with their own dataset id',
    preselectedItemsIgnored: 'preselected items ignored',
    profilesInRulesIndex: 'profiles in the rules index',
    rulesIndexAliases: 'names the rules index files under another name',
    units: 'units',
    unitsWithProfiles: 'units with profiles',
    unitsWithoutProfile: 'units without a profile in the rules index',
  },
  filled: {
    germanFromEnglish: 'German names taken from English',
  },
  /** A value that could not be read; `at` is its path in the dataset. */
  problem: {
    notJson: '{at}: not valid JSON ({message})',
    expected: '{at}: expected {expected}, found {found}',
    expectedObject: '{at}: expected an object',
    expectedNames: '{at}: expected names',
    unknownCategory: '{at}: unknown category {category}',
  },
  expected: {
    text: 'text',
    number: 'a number',
    boolean: 'true or false',
    list: 'a list',
    texts: 'text or a list of texts',
    object: 'an object',
  },
};
