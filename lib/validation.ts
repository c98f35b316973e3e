/**
 * Validation of the chat-link forms. Pure: values in, messages out; no DOM.
 * Each message says what to change, in the visitor's words, so it can sit
 * next to the field and be read out by a screen reader.
 */

export type FieldName = 'name' | 'phone' | 'email' | 'subject' | 'message';
export type FormValues = Partial<Record<FieldName, string>>;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Longest accepted text per field, in characters. */
export const MAX_LENGTH = { name: 100, subject: 120, message: 1000 } as const;

const EXAMPLE_MOBILE = '98450 12345';

function tooLong(label: string, value: string, max: number): string | undefined {
  const length = [...value].length;
  return length > max ? `${label} must be ${max} characters or fewer; it has ${length} now.` : undefined;
}

export function validateName(value: string): string | undefined {
  const name = value.trim();
  if (name.length === 0) return 'Enter your name.';
  return tooLong('Name', name, MAX_LENGTH.name);
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

export function validatePhone(value: string, required: boolean): string | undefined {
  const phone = value.trim();
  if (phone.length === 0) return required ? `Enter your mobile number, for example ${EXAMPLE_MOBILE}.` : undefined;
  if (indianMobileDigits(phone)) return undefined;
  if (/[^\d\s.+()-]/.test(phone)) return `Use only digits in the mobile number, for example ${EXAMPLE_MOBILE}.`;
  const compact = phone.replace(/[\s.()-]/g, '');
  if (compact.startsWith('+') && !compact.startsWith('+91'))
    return `Enter an Indian mobile number: start with +91 or leave the country code out, for example ${EXAMPLE_MOBILE}.`;
  const local = compact.replace(/^\+91|^0/, '');
  if (!/^\d+$/.test(local)) return `Use only digits in the mobile number, for example ${EXAMPLE_MOBILE}.`;
  if (local.length !== 10)
    return `Enter a 10-digit mobile number (you entered ${local.length} ${local.length === 1 ? 'digit' : 'digits'}), for example ${EXAMPLE_MOBILE}.`;
  return `A mobile number starts with 6, 7, 8 or 9. Check the first digit, for example ${EXAMPLE_MOBILE}.`;
}

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (email.length === 0) return undefined;
  if (/\s/.test(email)) return 'Remove the spaces from the e-mail address, or leave it empty.';
  if (!email.includes('@')) return 'Enter an e-mail address with an @, like name@example.com, or leave it empty.';
  if (!/^[^@]+@[^@]+\.[^@.]{2,}$/.test(email) || /\.\.|@\.|\.@/.test(email))
    return 'Enter an e-mail address like name@example.com, or leave it empty.';
  return undefined;
}

export function validateSubject(value: string): string | undefined {
  return tooLong('Subject', value.trim(), MAX_LENGTH.subject);
}

export function validateMessage(value: string): string | undefined {
  return tooLong('Message', value.trim(), MAX_LENGTH.message);
}

/** The error of one field, if any; phone is required wherever a form asks for it. */
export function validateField(field: FieldName, value: string): string | undefined {
  switch (field) {
    case 'name':
      return validateName(value);
    case 'phone':
      return validatePhone(value, true);
    case 'email':
      return validateEmail(value);
    case 'subject':
      return validateSubject(value);
    case 'message':
      return validateMessage(value);
  }
}

/** Errors of the fields a form shows, in the form's order (the first is where focus goes). */
export function validateForm(fields: readonly FieldName[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const error = validateField(field, values[field] ?? '');
    if (error) errors[field] = error;
  }
  return errors;
}
