/**
 * npm run check:cards: checks every shipped card file once (as the app would at start) and writes
 * `resources/cards/checked-files.sha256`, so the app skips that check for them at every start.
 * A test fails while the list is out of date; a file changed since is checked in full anyway.
 */
import { defaultResourcesDir, shippedCardsDir } from '../main/services/card-db';
import { writeCheckedFiles } from '../main/services/checked-cards';

const dir = process.argv[2] ?? shippedCardsDir(defaultResourcesDir());
const { listed, left } = await writeCheckedFiles(dir);
process.stdout.write(`${listed.length} card files checked; ${left.length} left to the full check at start${left.length ? ` (${left.join(', ')})` : ''}\n`);
