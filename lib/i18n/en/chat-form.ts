/**
 * The English words of the chat-link forms: ui(lang).form is formServer and
 * formIsland, .validation is validation, .chat is chatServer and chatIsland
 * (lib/i18n/ui.ts). The *Island groups and validation are what the chat
 * form island writes itself after a press, loaded in its page's language
 * alone (lib/i18n/chat-form-texts.ts); the *Server groups only the server
 * writes (components/contact/chat-form.tsx, islands/parts/chat-alternatives.tsx
 * by props, the doctors' Book Appointment links), so no island carries them.
 */
import type { Widen } from '../widen';

/**
 * The form as rendered: its labels, hints and submit button (the island gets
 * them in its props) and the alternatives line: intro, chat link,
 * beforePhone, phone link, afterPhone, with a space between the parts
 * ({' '} in the JSX) except before afterPhone.
 */
export const formServer = {
  labels: {
    name: 'Your name',
    phone: 'Phone number',
    email: 'E-mail (optional)',
    subject: 'Subject (optional)',
    message: 'Message',
  },
  phoneHint: 'A 10-digit mobile number, for example 98450\u00a012345',
  /** The subject's and message's hint, with MAX_LENGTH from lib/validation.ts. */
  lengthHint: (max: number) => `Up to ${max} characters`,
  submit: 'Send on WhatsApp',
  alternatives: {
    intro: 'Prefer not to fill a form?',
    beforePhone: 'or call',
    afterPhone: '.',
  },
};

/** What the form's status line says after a press: `shortLabels` are the labels it lists. */
export const formIsland = {
  shortLabels: {
    name: 'Your name',
    phone: 'Phone number',
    email: 'E-mail',
    subject: 'Subject',
    message: 'Message',
  },
  invalidSummary: (fields: readonly string[]) =>
    `${fields.length === 1 ? '1 field needs' : `${fields.length} fields need`} correcting: ${fields.join(', ')}.`,
  sent: 'Thank you. WhatsApp opened in a new tab with your message: press Send there and we will reply.',
  blocked: 'Your browser did not open a new tab. Your message is ready:',
  openChat: 'Open WhatsApp chat',
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
 * The prefilled WhatsApp messages (lib/chat.ts): each field's label in the
 * message (composeMessage adds ": "), each form's greeting and the
 * "Department" line of chatFormMessage.
 */
export const chatIsland = {
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
  department: 'Department',
};

/** lib/chat.ts appointmentMessage (the doctors' Book Appointment), and a department page's question (`enquiry`). */
export const chatServer = {
  bookAppointment: 'Hello, I would like to book an appointment.',
  doctor: 'Doctor',
  departmentQuestion: (department: string) => `Hello, I have a question for the ${department} department.`,
};

/** The words the chat form island writes after a press, in any language. */
export type ChatFormTexts = Widen<{ form: typeof formIsland; validation: typeof validation; chat: typeof chatIsland }>;
/** The words of every chat message, in any language (ui(lang).chat). */
export type ChatWords = Widen<typeof chatIsland & typeof chatServer>;
/** The words only the server writes, in any language. */
export type ChatFormServerTexts = Widen<{ form: typeof formServer; chat: typeof chatServer }>;
