'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { CircleAlert, CircleCheck, MessageCircle } from 'lucide-react';
import { CHAT_FORMS, chatFormMessage, composeChatLink, type ChatFormKind } from '@/lib/chat';
import { chatFormTexts, chatFormTextsAtHand, type ChatFormTexts } from '@/lib/i18n/chat-form-texts';
import type { Language } from '@/lib/i18n/languages';
import { useHydrated } from './parts/use-hydrated';
import { validateField, validateForm, type FieldErrors, type FieldName, type FormValues } from '@/lib/validation';

interface FieldSpec {
  type: 'text' | 'tel' | 'email' | 'textarea';
  autoComplete: string;
  required: boolean;
}

const FIELDS: Record<FieldName, FieldSpec> = {
  name: { type: 'text', autoComplete: 'name', required: true },
  phone: { type: 'tel', autoComplete: 'tel', required: true },
  email: { type: 'email', autoComplete: 'email', required: false },
  subject: { type: 'text', autoComplete: 'off', required: false },
  message: { type: 'textarea', autoComplete: 'off', required: false },
};

/**
 * The words a chat form shows as it is rendered, in the page's language,
 * written by the server (components/contact/chat-form.tsx chatFormWords):
 * the server HTML and the hydrated form must say the same. What it says after
 * a press (messages, status line, the chat message) is loaded by the island
 * in its language (lib/i18n/chat-form-texts.ts).
 */
export interface ChatFormWords {
  /** The label of each of the form's fields. */
  labels: Partial<Record<FieldName, string>>;
  hints: Partial<Record<FieldName, string>>;
  submit: string;
  opensInNewTab: string;
}

/** The message goes out as wa.me's "text" parameter when the form is sent without JavaScript. */
const inputName = (field: FieldName) => (field === 'message' ? 'text' : field);

type Status = { kind: 'idle' } | { kind: 'invalid'; fields: FieldName[] } | { kind: 'sent' } | { kind: 'blocked'; url: string };

/**
 * A chat-link form. As server HTML it is a plain GET form to the chat link;
 * once hydrated it checks the fields, shows each error next to its field and
 * moves focus to the first, and opens the chat in a new tab with every value
 * under its own label, all in the page's language (`lang`).
 */
export function ChatFormIsland({
  id,
  kind,
  whatsapp,
  department,
  lang,
  words,
}: {
  id: string;
  kind: ChatFormKind;
  whatsapp: string;
  /** Named in the message of a department page's appointment form. */
  department?: string;
  lang: Language;
  words: ChatFormWords;
}) {
  const fields = CHAT_FORMS[kind].fields;
  const fallbackRef = useRef<HTMLAnchorElement>(null);
  // Until hydration the browser's own checks (required) guard the plain form; a press held back by the loader meets the live form.
  const enhanced = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // English is at hand at once; Kannada and Hindi arrive as the island starts (a press before that waits for them).
  const [texts, setTexts] = useState(() => chatFormTextsAtHand(lang));
  const load = () => Promise.resolve(chatFormTexts(lang)).then((loaded) => (setTexts(loaded), loaded));
  useEffect(() => {
    if (!texts) void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldId = (field: FieldName) => `${id}-${field}`;

  function readValues(form: HTMLFormElement): FormValues {
    const data = new FormData(form);
    return Object.fromEntries(fields.map((f) => [f, String(data.get(inputName(f)) ?? '')]));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readValues(form);
    const t = texts ?? chatFormTextsAtHand(lang);
    if (t) send(form, values, t);
    else void load().then((loaded) => send(form, values, loaded));
  }

  function send(form: HTMLFormElement, values: FormValues, t: ChatFormTexts) {
    const found = validateForm(fields, values, t.validation);
    const invalid = fields.filter((f) => found[f]);
    if (invalid.length > 0) {
      // Render the errors first, so the focused field is announced with its message.
      flushSync(() => {
        setErrors(found);
        setStatus({ kind: 'invalid', fields: invalid });
      });
      document.getElementById(fieldId(invalid[0]!))?.focus();
      return;
    }
    const url = composeChatLink(whatsapp, chatFormMessage(kind, values, t.chat, department));
    // Not the 'noopener' feature: with it window.open always returns null, and a blocked tab could not be told apart.
    const tab = window.open(url, '_blank');
    if (tab) {
      tab.opener = null;
      form.reset();
      setErrors({});
      setStatus({ kind: 'sent' });
    } else {
      flushSync(() => {
        setErrors({});
        setStatus({ kind: 'blocked', url });
      });
      fallbackRef.current?.focus();
    }
  }

  // Clear a field's error as soon as what is typed is right.
  function onInput(field: FieldName, value: string) {
    if (!errors[field] || !texts || validateField(field, value, texts.validation)) return;
    const rest = { ...errors };
    delete rest[field];
    setErrors(rest);
    if (status.kind === 'invalid') {
      const left = status.fields.filter((f) => f !== field);
      setStatus(left.length > 0 ? { kind: 'invalid', fields: left } : { kind: 'idle' });
    }
  }

  return (
    <form
      id={id}
      action={composeChatLink(whatsapp)}
      method="get"
      target="_blank"
      rel="noopener noreferrer"
      noValidate={enhanced}
      onSubmit={enhanced ? onSubmit : undefined}
      className="grid gap-5"
    >
      {fields.map((field) => {
        const f = FIELDS[field];
        const hint = words.hints[field];
        const inputId = fieldId(field);
        const hintId = hint ? `${inputId}-hint` : undefined;
        const error = errors[field];
        const errorId = error ? `${inputId}-error` : undefined;
        const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
        const common = {
          id: inputId,
          name: inputName(field),
          autoComplete: f.autoComplete,
          required: f.required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          className: `field-input ${error ? 'border-emergency-700 ring-1 ring-emergency-700' : ''}`,
        } as const;
        return (
          <div key={field} className={error ? 'border-l-4 border-emergency-700 pl-3' : undefined}>
            <label htmlFor={inputId} className="font-semibold text-slate-800">
              {words.labels[field]}
              {f.required && <span aria-hidden="true" className="text-emergency-700"> *</span>}
            </label>
            {hint && (
              <p id={hintId} className="text-sm text-slate-600">
                {hint}
              </p>
            )}
            {error && (
              <p id={errorId} className="mt-1 flex gap-1.5 font-semibold text-emergency-700">
                <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <span>{error}</span>
              </p>
            )}
            {f.type === 'textarea' ? (
              <textarea {...common} rows={4} onInput={(e) => onInput(field, e.currentTarget.value)} />
            ) : (
              <input
                {...common}
                type={f.type}
                inputMode={field === 'phone' ? 'tel' : undefined}
                onInput={(e) => onInput(field, e.currentTarget.value)}
              />
            )}
          </div>
        );
      })}
      <div>
        <button type="submit" className="btn-chat">
          <MessageCircle aria-hidden="true" className="size-5" /> {words.submit}
          <span className="sr-only">{words.opensInNewTab}</span>
        </button>
        <div role="status">
          {texts && status.kind === 'invalid' && (
            <p className="mt-3 font-semibold text-emergency-700">{texts.form.invalidSummary(status.fields.map((f) => texts.form.shortLabels[f]))}</p>
          )}
          {texts && status.kind === 'sent' && (
            <p className="mt-3 flex gap-2 rounded-lg bg-brand-50 p-3 text-brand-900">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-chat-700" />
              <span>{texts.form.sent}</span>
            </p>
          )}
          {texts && status.kind === 'blocked' && (
            <p className="mt-3 rounded-lg bg-sand-100 p-3 text-slate-900">
              {texts.form.blocked}{' '}
              <a ref={fallbackRef} href={status.url} target="_blank" rel="noopener noreferrer" className="font-semibold">
                {texts.form.openChat}
                <span className="sr-only">{words.opensInNewTab}</span>
              </a>
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

export default ChatFormIsland;
