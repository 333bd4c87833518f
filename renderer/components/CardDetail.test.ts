import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { cardFileSchema, type DbCard } from '../../core/model/card';
import swampGoblinFile from '../../resources/cards/chronopia/swamp-goblins.json';
import empireFile from '../../resources/cards/oldworld/empire-of-man.json';
import empireItemsFile from '../../resources/cards/oldworld/magic-items/empire-of-man.json';
import { createMusterI18n } from '../i18n';
import CardDetail from './CardDetail.vue';

const swampGoblins = cardFileSchema.parse(swampGoblinFile);
const card = (id: string): DbCard => {
  const c = swampGoblins.cards.find((x) => x.id === id);
  if (!c) throw new Error(id);
  return { ...c, system: 'chronopia', faction: 'swamp-goblins' };
};

function render(shown: DbCard, lang: 'de' | 'en') {
  const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang }, library: { names: { 'swamp-goblin-chariot-driver': { de: 'Lenker', en: 'Driver' } } } } });
  return mount(CardDetail, { props: { card: shown, factionName: 'Sumpfgoblins' }, global: { plugins: [pinia, createMusterI18n(lang)] } });
}

describe('CardDetail', () => {
  it('shows the profile in the game’s order, whatever order the card file has (a CSV import of an earlier version sorted it)', () => {
    const chief = card('swamp-goblin-chief');
    const sorted = Object.fromEntries(Object.entries(chief.stats).sort(([a], [b]) => a.localeCompare(b)));
    expect(Object.keys(sorted)).toEqual(['BW', 'FG', 'FK', 'G', 'HDL', 'NK', 'R', 'SCH', 'ST', 'VER']);
    const de = render({ ...chief, stats: { ...sorted, XY: 1 } }, 'de');
    expect(de.findAll('table.profile th').map((th) => th.text())).toEqual(['BW', 'NK', 'FK', 'ST', 'R', 'SCH', 'VER', 'FG', 'G', 'HDL', 'XY']);
    expect(de.findAll('table.profile td').map((td) => Number(td.text()))).toEqual([...Object.values(chief.stats), 1]);
    const en = render({ ...chief, stats: sorted }, 'en');
    expect(en.findAll('table.profile th').map((th) => th.text())).toEqual(['MV', 'CC', 'RC', 'ST', 'AR', 'DMG', 'DEF', 'LD', 'SZ', 'ACT']);
  });

  it('shows a warband and a chariot’s crew and draught animals', () => {
    const facts = (shown: DbCard): string[] => render(shown, 'de').findAll('dl.facts dt, dl.facts dd').map((e) => e.text());
    expect(facts(card('swamp-goblin-warrior'))).toContain('Kampfverband');
    const chariot = facts(card('swamp-goblin-chariot'));
    expect(chariot.slice(chariot.indexOf('Streitwagenbesatzung'))).toEqual([
      'Streitwagenbesatzung',
      '1 × Lenker, 1 × swamp-goblin-chariot-spearman',
      'Gezogen von',
      '2 × Goblin-Reißer',
    ]);
  });

  it('calls an Old World unit by its troop type and a magic item a magic item (both were "Kämpfer"/"Artefakt")', () => {
    const first = (file: unknown, kind: string): DbCard => ({ ...cardFileSchema.parse(file).cards.find((c) => c.kind === kind)!, system: 'oldworld', faction: 'empire-of-man' }) as DbCard;
    const line = (shown: DbCard, lang: 'de' | 'en'): string => render(shown, lang).get('h2 + p.muted').text();
    const knights = { ...first(empireFile, 'fighter'), troopType: 'heavy-cavalry' as const };
    expect(line(knights, 'de')).toContain('· Schwere Kavallerie');
    expect(line(first(empireItemsFile, 'artifact'), 'de')).toContain('· Magischer Gegenstand');
    expect(line(first(empireItemsFile, 'artifact'), 'en')).toContain('· Magic item');
    const { troopType: _none, ...bare } = knights;
    expect(line(bare as DbCard, 'en')).toContain('· Unit');
  });

  it('shows an Old World magic item’s type and list, and no figures per card', () => {
    const item = { ...cardFileSchema.parse(empireItemsFile).cards.find((c) => c.item?.type === 'weapon')!, system: 'oldworld', faction: 'magic-empire-of-man' } as DbCard;
    const pinia = createTestingPinia({
      createSpy: vi.fn,
      initialState: { settings: { lang: 'de' }, library: { names: {}, factions: [{ id: 'magic-empire-of-man', system: 'oldworld', name: { de: 'Imperium der Menschen', en: 'Empire of Man' }, itemList: true, cardCount: 1, provenance: { dataset: 'x', version: 'x', originalId: 'empire-of-man', licence: 'CC BY 4.0', url: 'https://example.org' } }] } },
    });
    const w = mount(CardDetail, { props: { card: item, factionName: 'Imperium' }, global: { plugins: [pinia, createMusterI18n('de')] } });
    const facts = w.findAll('dl.facts dt, dl.facts dd').map((e) => e.text());
    expect(facts.slice(facts.indexOf('Gegenstandsart'), facts.indexOf('Gegenstandsart') + 4)).toEqual(['Gegenstandsart', 'Waffe', 'Gegenstandsliste', 'Imperium der Menschen (magische Gegenstände)']);
    expect(facts).not.toContain('Figuren pro Karte');
  });
});

describe('CardDetail: abilities', () => {
  it('writes an ability with a value as the cards do ("Transport / 4"), one without as its name', () => {
    const shown: DbCard = { ...card('swamp-goblin-chief'), abilities: [{ id: 'transport', value: 4 }, { id: 'own', name: { de: 'Zäh', en: 'Tough' } }] };
    expect(render(shown, 'en').findAll('section li').map((li) => li.text())).toEqual(['Transport / 4', 'Tough']);
    expect(render(shown, 'de').findAll('section li').map((li) => li.text())).toEqual(['Transport / 4', 'Zäh']);
  });
});
