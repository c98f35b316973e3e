/**
 * The English words of the chat-link forms (part of the interface
 * dictionary, lib/i18n/ui.ts, which takes these groups from here): the
 * form's labels and status line, the validation messages and the labels of
 * the chat message. A module of its own per language so that an island
 * loads only its page's language (lib/i18n/islands/chat-form.ts says how).
 */
import type { Widen } from '../widen';

/**
 * islands/chat-form.tsx (FIELDS, the submit button, the status line) and
 * islands/parts/chat-alternatives.tsx. `shortLabels` are the labels the
 * status line lists (today `label.replace(' (optional)', '')`). The
 * alternatives line is intro, chat link, beforePhone, phone link, afterPhone,
 * with a space between the parts ({' '} in the JSX) except before afterPhone.
 */
export const form = {
  labels: {
    name: 'Your name',
    phone: 'Phone number',
    email: 'E-mail (optional)',
    subject: 'Subject (optional)',
    message: 'Message',
  },
  shortLabels: {
    name: 'Your name',
    phone: 'Phone number',
    email: 'E-mail',
    subject: 'Subject',
    message: 'Message',
  },
  phoneHint: 'A 10-digit mobile number, for example 98450\u00a012345',
  /** The subject's and message's hint, with MAX_LENGTH from lib/validation.ts. */
  lengthHint: (max: number) => `Up to ${max} characters`,
  submit: 'Send on WhatsApp',
  invalidSummary: (fields: readonly string[]) =>
    `${fields.length === 1 ? '1 field needs' : `${fields.length} fields need`} correcting: ${fields.join(', ')}.`,
  sent: 'Thank you. WhatsApp opened in a new tab with your message: press Send there and we will reply.',
  blocked: 'Your browser did not open a new tab. Your message is ready:',
  openChat: 'Open WhatsApp chat',
  alternatives: {
    intro: 'Prefer not to fill a form?',
    beforePhone: 'or call',
    afterPhone: '.',
  },
};

/** lib/validation.ts. `example` is its EXAMPLE_MOBILE ("98450 12345"); `tooLong` takes a name from `names`. */
export const validation = {
  names: { name: 'Name', subject: 'Subject', message: 'Message' },
  tooLong: (label: string, max: number, length: number) => `${label} must be ${max} characters or fewer; it has ${length} now.`,
  nameRequired: 'Enter your name.',
  phoneRequired: (example: string) => `Enter your mobile number, for example ${example}.`,
  phoneDigitsOnly: (example: string) => `Use only digits in the mobile number, for example ${example}.`,
  phoneCountry: (example: string) => `Enter an Indian mobile number: start with +91 or leave the country code out, for example ${example}.`,
  phoneLength: (digits: number, example: string) =>
    `Enter a 10-digit mobile number (you entered ${digits} ${digits === 1 ? 'digit' : 'digits'}), for example ${example}.`,
  phoneFirstDigit: (example: string) => `A mobile number starts with 6, 7, 8 or 9. Check the first digit, for example ${example}.`,
  emailSpaces: 'Remove the spaces from the e-mail address, or leave it empty.',
  emailAt: 'Enter an e-mail address with an @, like name@example.com, or leave it empty.',
  emailFormat: 'Enter an e-mail address like name@example.com, or leave it empty.',
};

/**
 * The prefilled WhatsApp messages, lib/chat.ts: FORM_FIELD_LABELS
 * (`fieldLabels`), the greetings of CHAT_FORMS, appointmentMessage and the
 * "Department" line of chatFormMessage; departmentQuestion from
 * app/mainservice/[slug]/[[...view]]/page.tsx (`enquiry`). composeMessage
 * adds ": " after each label.
 */
export const chat = {
  fieldLabels: {
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    subject: 'Subject',
    message: 'Message',
  },
  greetings: {
    contact: 'Hello, I would like to get in touch.',
    popup: 'Hello, I would like to get in touch.',
    home: 'Hello, I would like a call back.',
    appointment: 'Hello, I would like to request an appointment.',
  },
  bookAppointment: 'Hello, I would like to book an appointment.',
  doctor: 'Doctor',
  department: 'Department',
  departmentQuestion: (department: string) => `Hello, I have a question for the ${department} department.`,
};

/** The chat form's words in any language. */
export type ChatFormTexts = Widen<{ form: typeof form; validation: typeof validation; chat: typeof chat }>;
