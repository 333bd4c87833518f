import { createI18n } from 'vue-i18n';
import de from './de';
import en from './en';

export type MessageSchema = typeof en;
export const messages = { de, en };

export function createMusterI18n(locale: 'de' | 'en' = 'en') {
  return createI18n<[MessageSchema], 'de' | 'en', false>({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages,
  });
}
