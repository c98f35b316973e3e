import { CHAT_FORMS, type ChatFormKind } from '@/lib/chat';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { MAX_LENGTH, type FieldName } from '@/lib/validation';
import { Island } from '@/components/island';
import type { ChatFormWords } from '@/islands/chat-form';
import { ChatAlternatives, type AlternativesWords } from '@/islands/parts/chat-alternatives';

/** The words a chat form of `kind` shows as it is rendered, in `lang` (the island's props: the server and the browser say the same). */
export function chatFormWords(lang: Language, kind: ChatFormKind, submitLabel?: string): ChatFormWords {
  const t = ui(lang);
  const hints: Record<FieldName, string | undefined> = {
    name: undefined,
    phone: t.form.phoneHint,
    email: undefined,
    subject: t.form.lengthHint(MAX_LENGTH.subject),
    message: t.form.lengthHint(MAX_LENGTH.message),
  };
  const words: ChatFormWords = { labels: {}, hints: {}, submit: submitLabel ?? t.form.submit, opensInNewTab: t.common.opensInNewTab };
  // only the form's own fields, so its props carry no word it never shows
  for (const field of CHAT_FORMS[kind].fields) {
    words.labels[field] = t.form.labels[field];
    const hint = hints[field];
    if (hint) words.hints[field] = hint;
  }
  return words;
}

/** The words of the line beside a chat form, in `lang`. */
export function alternativesWords(lang: Language): AlternativesWords {
  const t = ui(lang);
  return { ...t.form.alternatives, openChat: t.form.openChat, opensInNewTab: t.common.opensInNewTab };
}

/**
 * A form whose answer is a WhatsApp chat. The form itself is a small island
 * (islands/chat-form.tsx: checks the fields, then opens the chat with a
 * prefilled message); its HTML works without JavaScript as a GET to the chat
 * link. Beside it are the direct chat link and the phone number. Everything
 * it says is in `lang`.
 */
export function ChatForm({
  id,
  kind,
  whatsapp,
  phone,
  department,
  submitLabel,
  lang,
}: {
  id: string;
  kind: ChatFormKind;
  whatsapp: string;
  phone: string;
  department?: string;
  /** Instead of the dictionary's "Send on WhatsApp" (a department page's form says "Request on WhatsApp"). */
  submitLabel?: string;
  lang: Language;
}) {
  return (
    <div>
      <Island name="chat-form" props={{ id, kind, whatsapp, department, lang, words: chatFormWords(lang, kind, submitLabel) }} />
      <ChatAlternatives whatsapp={whatsapp} phone={phone} words={alternativesWords(lang)} />
    </div>
  );
}
