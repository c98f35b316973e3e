'use client';

import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { CircleAlert, CircleCheck, MessageCircle } from 'lucide-react';
import { CHAT_FORMS, chatFormMessage, composeChatLink, type ChatFormKind } from '@/lib/chat';
import { useHydrated } from './parts/use-hydrated';
import { MAX_LENGTH, validateField, validateForm, type FieldErrors, type FieldName, type FormValues } from '@/lib/validation';

interface FieldSpec {
  label: string;
  type: 'text' | 'tel' | 'email' | 'textarea';
  autoComplete: string;
  required: boolean;
  hint?: string;
}

const FIELDS: Record<FieldName, FieldSpec> = {
  name: { label: 'Your name', type: 'text', autoComplete: 'name', required: true },
  phone: { label: 'Phone number', type: 'tel', autoComplete: 'tel', required: true, hint: 'A 10-digit mobile number, for example 98450\u00a012345' },
  email: { label: 'E-mail (optional)', type: 'email', autoComplete: 'email', required: false },
  subject: { label: 'Subject (optional)', type: 'text', autoComplete: 'off', required: false, hint: `Up to ${MAX_LENGTH.subject} characters` },
  message: { label: 'Message', type: 'textarea', autoComplete: 'off', required: false, hint: `Up to ${MAX_LENGTH.message} characters` },
};

/** The message goes out as wa.me's "text" parameter when the form is sent without JavaScript. */
const inputName = (field: FieldName) => (field === 'message' ? 'text' : field);

type Status = { kind: 'idle' } | { kind: 'invalid'; fields: FieldName[] } | { kind: 'sent' } | { kind: 'blocked'; url: string };

/**
 * A chat-link form. As server HTML it is a plain GET form to the chat link;
 * once hydrated it checks the fields, shows each error next to its field and
 * moves focus to the first, and opens the chat in a new tab with every value
 * under its own label.
 */
export function ChatFormIsland({
  id,
  kind,
  whatsapp,
  department,
  submitLabel = 'Send on WhatsApp',
}: {
  id: string;
  kind: ChatFormKind;
  whatsapp: string;
  /** Named in the message of a department page's appointment form. */
  department?: string;
  submitLabel?: string;
}) {
  const fields = CHAT_FORMS[kind].fields;
  const fallbackRef = useRef<HTMLAnchorElement>(null);
  // Until hydration the browser's own checks (required) guard the plain form; a press held back by the loader meets the live form.
  const enhanced = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const fieldId = (field: FieldName) => `${id}-${field}`;

  function readValues(form: HTMLFormElement): FormValues {
    const data = new FormData(form);
    return Object.fromEntries(fields.map((f) => [f, String(data.get(inputName(f)) ?? '')]));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readValues(form);
    const found = validateForm(fields, values);
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
    const url = composeChatLink(whatsapp, chatFormMessage(kind, values, department));
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
    if (!errors[field] || validateField(field, value)) return;
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
        const inputId = fieldId(field);
        const hintId = f.hint ? `${inputId}-hint` : undefined;
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
              {f.label}
              {f.required && <span aria-hidden="true" className="text-emergency-700"> *</span>}
            </label>
            {f.hint && (
              <p id={hintId} className="text-sm text-slate-600">
                {f.hint}
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
          <MessageCircle aria-hidden="true" className="size-5" /> {submitLabel}
          <span className="sr-only"> (opens in a new tab)</span>
        </button>
        <div role="status">
          {status.kind === 'invalid' && (
            <p className="mt-3 font-semibold text-emergency-700">
              {status.fields.length === 1 ? '1 field needs' : `${status.fields.length} fields need`} correcting:{' '}
              {status.fields.map((f) => FIELDS[f].label.replace(' (optional)', '')).join(', ')}.
            </p>
          )}
          {status.kind === 'sent' && (
            <p className="mt-3 flex gap-2 rounded-lg bg-brand-50 p-3 text-brand-900">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-chat-700" />
              <span>Thank you. WhatsApp opened in a new tab with your message: press Send there and we will reply.</span>
            </p>
          )}
          {status.kind === 'blocked' && (
            <p className="mt-3 rounded-lg bg-sand-100 p-3 text-slate-900">
              Your browser did not open a new tab. Your message is ready:{' '}
              <a ref={fallbackRef} href={status.url} target="_blank" rel="noopener noreferrer" className="font-semibold">
                Open WhatsApp chat<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

export default ChatFormIsland;
