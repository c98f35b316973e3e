import type { ChatFormTexts, ChatWords } from './i18n/en/chat-form';
import { formatIndianMobile, type FieldName, type FormValues } from './validation';

/** The words of a chat form's message in the page's language: ui(lang).chat, or in the browser lib/i18n/chat-form-texts.ts. */
export type ChatTexts = ChatFormTexts['chat'];

/**
 * The only module that builds chat (WhatsApp), phone and e-mail hand-off links.
 * Pure: same input, same link; no window, no side effects.
 */

/** Digits only, as wa.me and tel: want them ("+91 80 4000 0000" -> "918040000000"). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** How every phone link starts (the search index leaves such links out of its excerpts). */
export const PHONE_LINK_SCHEME = 'tel:';

/** A tel: link that any phone dialer opens: "tel:+918040000000". */
export function phoneLink(phone: string): string {
  return `${PHONE_LINK_SCHEME}+${phoneDigits(phone)}`;
}

/** A mailto: link to an address: "mailto:info@example.org". */
export function emailLink(address: string): string {
  return `mailto:${address}`;
}

/** A chat link with the message prefilled; the text survives any characters (Kannada, emoji, &, #, line breaks). */
export function composeChatLink(whatsappNumber: string, message?: string): string {
  const base = `https://wa.me/${phoneDigits(whatsappNumber)}`;
  return message && message.length > 0 ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/**
 * Where a chat form without JavaScript (a GET form to the chat link) ends up:
 * wa.me answers with a redirect to api.whatsapp.com, and a Content-Security-Policy's
 * form-action is checked again on that redirect, so both go into form-action.
 */
export const CHAT_FORM_ORIGINS = ['https://wa.me', 'https://api.whatsapp.com'] as const;

export interface LabelledLine {
  label: string;
  value: string | undefined;
}

/** The message body of a form: a greeting line, then "Label: value" lines for the fields that were filled. */
export function composeMessage(heading: string, lines: LabelledLine[]): string {
  const filled = lines
    .map(({ label, value }) => ({ label, value: (value ?? '').trim() }))
    .filter(({ value }) => value.length > 0)
    .map(({ label, value }) => `${label}: ${value}`);
  return [heading, ...filled].join('\n');
}

/** Reads the prefilled message back out of a chat link (used by tests and by the fallback link). */
export function messageOf(chatLink: string): string {
  const text = new URL(chatLink).searchParams.get('text');
  return text ?? '';
}

/** The message of a doctor card's Book Appointment hand-off, in the words of `t`. */
export function appointmentMessage(doctorName: string, department: string, t: Pick<ChatWords, 'bookAppointment' | 'doctor' | 'department'>): string {
  return composeMessage(t.bookAppointment, [
    { label: t.doctor, value: doctorName },
    { label: t.department, value: department },
  ]);
}

/** The site's chat-link forms: which fields each asks for, in order (its greeting is ChatTexts.greetings[kind]). */
export const CHAT_FORMS = {
  contact: { fields: ['name', 'email', 'subject', 'message'] },
  popup: { fields: ['name', 'email', 'phone', 'message'] },
  home: { fields: ['name', 'phone', 'email', 'message'] },
  appointment: { fields: ['name', 'phone', 'message'] },
} as const satisfies Record<string, { fields: readonly FieldName[] }>;

export type ChatFormKind = keyof typeof CHAT_FORMS;

/**
 * The prefilled message of a chat-link form, in the words of `t` (the
 * page's language): the greeting, the department when the form belongs to
 * one, then one "Label: value" line per field in the form's order (a valid
 * mobile number written as "+91 98450 12345"); empty fields are left out.
 * What the visitor typed goes in as typed.
 */
export function chatFormMessage(kind: ChatFormKind, values: FormValues, t: ChatTexts, department?: string): string {
  const { fields } = CHAT_FORMS[kind];
  const lines: LabelledLine[] = fields.map((field) => ({
    label: t.fieldLabels[field],
    value: field === 'phone' ? (formatIndianMobile(values.phone ?? '') ?? values.phone) : values[field],
  }));
  return composeMessage(t.greetings[kind], department ? [{ label: t.department, value: department }, ...lines] : lines);
}
