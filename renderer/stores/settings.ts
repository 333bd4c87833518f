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

  async function load(): Promise<void> {
    apply(await api.getSettings({}));
    loaded.value = true;
  }

  async function save(patch: SettingsPatch): Promise<void> {
    apply(await api.saveSettings(patch));
  }

  return { lang, paper, player, defaultFolder, loaded, load, save };
});
