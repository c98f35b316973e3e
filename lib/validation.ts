/**
 * Validation of the chat-link forms. Pure: values in, messages out; no DOM.
 * Each message says what to change, in the visitor's words, so it can sit
 * next to the field and be read out by a screen reader. The words are the
 * page's language's (`t`: ui(lang).validation, or in the browser
 * lib/i18n/chat-form-texts.ts), so this module holds no sentence itself.
 */
import type { ChatFormTexts } from './i18n/en/chat-form';

export type ValidationTexts = ChatFormTexts['validation'];

export type FieldName = 'name' | 'phone' | 'email' | 'subject' | 'message';
export type FormValues = Partial<Record<FieldName, string>>;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Longest accepted text per field, in characters. */
export const MAX_LENGTH = { name: 100, subject: 120, message: 1000 } as const;

/** The mobile number the messages give as an example. */
export const EXAMPLE_MOBILE = '98450 12345';

function tooLong(t: ValidationTexts, field: keyof ValidationTexts['names'], value: string): string | undefined {
  const length = [...value].length;
  const max = MAX_LENGTH[field];
  return length > max ? t.tooLong(t.names[field], max, length) : undefined;
}

export function validateName(value: string, t: ValidationTexts): string | undefined {
  const name = value.trim();
  if (name.length === 0) return t.nameRequired;
  return tooLong(t, 'name', name);
}

/**
 * The ten digits of an Indian mobile number, or null: accepts an optional
 * +91 (or 91 before ten digits) or 0 in front, and spaces, hyphens, dots or brackets between digits.
 */
export function indianMobileDigits(value: string): string | null {
  const compact = value.trim().replace(/[\s.()-]/g, '');
  const match = /^(?:\+91|91(?=\d{10}$)|0)?([6-9]\d{9})$/.exec(compact);
  return match ? match[1]! : null;
}

/** "+91 98450 12345": how a valid mobile number is written in the chat message. */
export function formatIndianMobile(value: string): string | null {
  const digits = indianMobileDigits(value);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : null;
}

export function validatePhone(value: string, required: boolean, t: ValidationTexts): string | undefined {
  const phone = value.trim();
  if (phone.length === 0) return required ? t.phoneRequired(EXAMPLE_MOBILE) : undefined;
  if (indianMobileDigits(phone)) return undefined;
  if (/[^\d\s.+()-]/.test(phone)) return t.phoneDigitsOnly(EXAMPLE_MOBILE);
  const compact = phone.replace(/[\s.()-]/g, '');
  if (compact.startsWith('+') && !compact.startsWith('+91')) return t.phoneCountry(EXAMPLE_MOBILE);
  const local = compact.replace(/^\+91|^0/, '');
  if (!/^\d+$/.test(local)) return t.phoneDigitsOnly(EXAMPLE_MOBILE);
  if (local.length !== 10) return t.phoneLength(local.length, EXAMPLE_MOBILE);
  return t.phoneFirstDigit(EXAMPLE_MOBILE);
}

export function validateEmail(value: string, t: ValidationTexts): string | undefined {
  const email = value.trim();
  if (email.length === 0) return undefined;
  if (/\s/.test(email)) return t.emailSpaces;
  if (!email.includes('@')) return t.emailAt;
  if (!/^[^@]+@[^@]+\.[^@.]{2,}$/.test(email) || /\.\.|@\.|\.@/.test(email)) return t.emailFormat;
  return undefined;
}

export function validateSubject(value: string, t: ValidationTexts): string | undefined {
  return tooLong(t, 'subject', value.trim());
}

export function validateMessage(value: string, t: ValidationTexts): string | undefined {
  return tooLong(t, 'message', value.trim());
}

/** The error of one field, if any, in the words of `t`; phone is required wherever a form asks for it. */
export function validateField(field: FieldName, value: string, t: ValidationTexts): string | undefined {
  switch (field) {
    case 'name':
      return validateName(value, t);
    case 'phone':
      return validatePhone(value, true, t);
    case 'email':
      return validateEmail(value, t);
    case 'subject':
      return validateSubject(value, t);
    case 'message':
      return validateMessage(value, t);
  }
}

/** Errors of the fields a form shows, in the form's order (the first is where focus goes). */
export function validateForm(fields: readonly FieldName[], values: FormValues, t: ValidationTexts): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const error = validateField(field, values[field] ?? '', t);
    if (error) errors[field] = error;
  }
  return errors;
}
