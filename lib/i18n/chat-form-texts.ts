/**
 * The chat form's words for the browser, in its page's language and no other.
 *
 * What a chat form shows as it is rendered (labels, hints, the submit button,
 * the alternatives line) comes in its props, written by the server from
 * ui(lang): the server HTML and the hydrated island say the same thing.
 * What it says only after the visitor acts is made of functions of what was
 * typed (a message's length, how many digits, which fields to correct) and
 * the labels of the chat message; JSON props cannot carry functions, and one
 * module with all three languages would make every visitor download all
 * three. So each language's words are a module of their own, in that
 * language's folder (en/chat-form.ts, kn/…, hi/…; the language's ui.ts takes
 * its groups from it, so each sentence is written once), and:
 * - English is imported statically: an English page's form carries the same
 *   words it always did and answers a press at once, so the chat tab opens
 *   within the press (a browser blocks window.open later than that);
 * - Kannada and Hindi are loaded with import(), which esbuild's code
 *   splitting turns into chunks of their own: only an island on a Kannada
 *   (Hindi) page fetches them, as it starts.
 */
import type { Language } from './languages';
import { chatIsland, formIsland, validation, type ChatFormTexts } from './en/chat-form';

export type { ChatFormTexts };

const atHand: Partial<Record<Language, ChatFormTexts>> = { en: { form: formIsland, validation, chat: chatIsland } };

/** The chat form's words in `lang` if they are here already (English always), else undefined. */
export function chatFormTextsAtHand(lang: Language): ChatFormTexts | undefined {
  return atHand[lang];
}

/** The chat form's words in `lang`: English at once, the others once their chunk has arrived (then at once too). */
export function chatFormTexts(lang: Language): ChatFormTexts | Promise<ChatFormTexts> {
  const found = atHand[lang];
  if (found) return found;
  const chunk = lang === 'kn' ? import('./kn/chat-form') : import('./hi/chat-form');
  return chunk.then((m) => (atHand[lang] = { form: m.formIsland, validation: m.validation, chat: m.chatIsland }));
}
