import { defineStore } from 'pinia';
import { ref } from 'vue';
import { pageLangOf } from '../../core/i18n/page-lang';
import type { Paper, Settings, SettingsPatch } from '../../core/model/settings';
import type { Lang } from '../../core/model/system';
import { api } from '../api';

/** The user's preferences; persisted through the API in settings.json. */
export const useSettingsStore = defineStore('settings', () => {
  // Until the settings answer: the language the page's address names (main opens the page with
  // the saved one), so the first frame is already in it.
  const lang = ref<Lang>((typeof location !== 'undefined' ? pageLangOf(location.search) : undefined) ?? 'en');
  const paper = ref<Paper>('a4');
  const player = ref('');
  const defaultFolder = ref('');
  const loaded = ref(false);

  function apply(s: Settings): void {
    lang.value = s.lang;
    paper.value = s.paper;
    player.value = s.player;
    defaultFolder.value = s.defaultFolder;
  }

  /**
   * Saves started so far. An answer asked for before a later save started is out of date: the
   * settings read at start could arrive after the player had already chosen another language (which
   * is shown at once), and switched it back.
   */
  let saves = 0;

  async function load(): Promise<void> {
    const seen = saves;
    const read = await api.getSettings({});
    if (seen === saves) apply(read);
    loaded.value = true;
  }

  /**
   * Saves a change; the settings as saved are shown unless a later save has started since. When
   * the latest save fails, the settings are read again, so what is shown is what is saved (a read
   * dropped for this save left the other fields as they were before the read).
   */
  async function save(patch: SettingsPatch): Promise<void> {
    const mine = ++saves;
    try {
      const saved = await api.saveSettings(patch);
      if (mine === saves) apply(saved);
    } catch (err) {
      if (mine === saves) await load().catch(() => undefined);
      throw err;
    }
  }

  return { lang, paper, player, defaultFolder, loaded, load, save };
});
