/** The interface words, for now all three languages in lib/i18n/en/ui.ts (split by language next). */
export { ui, type UiStrings } from './en/ui';
