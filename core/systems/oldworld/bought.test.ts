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
    // Nor the free "Chaotic Cult" itself, when nothing but its "None" is chosen.
    expect(text).toMatch(/Shields, Formation, Open Order$/);
    expect(boughtText(boughtLines(entry, card, db, 'warriors-of-chaos'), 'de').split(', ')).not.toContain('None');
    // A cult chosen is listed with its group.
    const cult = card.oldworld!.options.flatMap((o) => o.options ?? []).find((o) => o.name.en === 'Cult of the Carrion Crow')!;
    const marked = { ...entry, options: [...options.filter((o) => o !== 'options.chaotic-cult.none'), cult.id] };
    expect(boughtText(boughtLines(marked, card, db, 'warriors-of-chaos'), 'en')).toContain('Chaotic Cult, Cult of the Carrion Crow');
  });
});
