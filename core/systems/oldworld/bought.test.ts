import { describe, expect, it } from 'vitest';
import { boughtLines, boughtText } from './bought';
import { shippedOldWorld } from './test-support/shipped';
import { defaultOptions } from './unit';

describe('boughtLines', () => {
  const db = shippedOldWorld();

  it('leaves out a chosen "None" (a Marauder Horsemen unit without a Chaotic Cult mark): nothing is bought by it', () => {
    const card = db.card('warriors-of-chaos-marauder-horsemen')!;
    const options = defaultOptions(card, 'warriors-of-chaos');
    expect(options).toContain('options.chaotic-cult.none');
    const entry = { id: 'e1', cardId: card.id, count: 5, options, assignments: [] };
    const text = boughtText(boughtLines(entry, card, db, 'warriors-of-chaos'), 'en');
    expect(text.split(', ')).not.toContain('None');
    expect(text).toContain('Chaotic Cult, Formation, Open Order');
    expect(boughtText(boughtLines(entry, card, db, 'warriors-of-chaos'), 'de').split(', ')).not.toContain('None');
  });
});
