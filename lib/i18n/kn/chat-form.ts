/** The Kannada words of the chat-link forms: what ../en/chat-form.ts says, in Kannada. */
import type { ChatFormServerTexts, ChatFormTexts } from '../en/chat-form';

export const formServer: ChatFormServerTexts['form'] = {
  labels: {
    name: 'ನಿಮ್ಮ ಹೆಸರು',
    phone: 'ಫೋನ್ ಸಂಖ್ಯೆ',
    email: 'ಇ-ಮೇಲ್ (ಕಡ್ಡಾಯವಲ್ಲ)',
    subject: 'ವಿಷಯ (ಕಡ್ಡಾಯವಲ್ಲ)',
    message: 'ಸಂದೇಶ',
  },
  phoneHint: '10 ಅಂಕಿಗಳ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ, ಉದಾಹರಣೆಗೆ 98450\u00a012345',
  lengthHint: (max) => `ಗರಿಷ್ಠ ${max} ಅಕ್ಷರಗಳು`,
  submit: 'WhatsApp ಮೂಲಕ ಕಳುಹಿಸಿ',
  alternatives: {
    intro: 'ಫಾರ್ಮ್ ತುಂಬಲು ಇಷ್ಟವಿಲ್ಲವೇ?',
    beforePhone: 'ಅಥವಾ',
    afterPhone: ' ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡಿ.',
  },
};

export const formIsland: ChatFormTexts['form'] = {
  shortLabels: {
    name: 'ನಿಮ್ಮ ಹೆಸರು',
    phone: 'ಫೋನ್ ಸಂಖ್ಯೆ',
    email: 'ಇ-ಮೇಲ್',
    subject: 'ವಿಷಯ',
    message: 'ಸಂದೇಶ',
  },
  invalidSummary: (fields) =>
    fields.length === 1 ? `ಈ ವಿವರವನ್ನು ಸರಿಪಡಿಸಿ: ${fields.join(', ')}.` : `ಈ ${fields.length} ವಿವರಗಳನ್ನು ಸರಿಪಡಿಸಿ: ${fields.join(', ')}.`,
  sent: 'ಧನ್ಯವಾದಗಳು. ನಿಮ್ಮ ಸಂದೇಶದೊಂದಿಗೆ WhatsApp ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆದಿದೆ: ಅಲ್ಲಿ ಕಳುಹಿಸುವ ಬಟನ್ ಒತ್ತಿ, ನಾವು ಉತ್ತರಿಸುತ್ತೇವೆ.',
  blocked: 'ನಿಮ್ಮ ಬ್ರೌಸರ್ ಹೊಸ ಟ್ಯಾಬ್ ತೆರೆಯಲಿಲ್ಲ. ನಿಮ್ಮ ಸಂದೇಶ ಸಿದ್ಧವಾಗಿದೆ:',
  openChat: 'WhatsApp ಚಾಟ್ ತೆರೆಯಿರಿ',
};

export const validation: ChatFormTexts['validation'] = {
  names: { name: 'ಹೆಸರು', subject: 'ವಿಷಯ', message: 'ಸಂದೇಶ' },
  tooLong: (label, max, length) => `${label} ${max} ಅಕ್ಷರಗಳನ್ನು ಮೀರಬಾರದು; ಈಗ ${length} ಅಕ್ಷರಗಳಿವೆ.`,
  nameRequired: 'ನಿಮ್ಮ ಹೆಸರನ್ನು ಬರೆಯಿರಿ.',
  phoneRequired: (example) => `ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ಬರೆಯಿರಿ, ಉದಾಹರಣೆಗೆ ${example}.`,
  phoneDigitsOnly: (example) => `ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯಲ್ಲಿ ಅಂಕಿಗಳನ್ನು ಮಾತ್ರ ಬಳಸಿ, ಉದಾಹರಣೆಗೆ ${example}.`,
  phoneCountry: (example) => `ಭಾರತದ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ಬರೆಯಿರಿ: +91 ರಿಂದ ಆರಂಭಿಸಿ ಅಥವಾ ದೇಶದ ಕೋಡ್ ಇಲ್ಲದೆ ಬರೆಯಿರಿ, ಉದಾಹರಣೆಗೆ ${example}.`,
  phoneLength: (digits, example) =>
    `10 ಅಂಕಿಗಳ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ಬರೆಯಿರಿ (ನೀವು ${digits} ${digits === 1 ? 'ಅಂಕಿಯನ್ನು' : 'ಅಂಕಿಗಳನ್ನು'} ಬರೆದಿದ್ದೀರಿ), ಉದಾಹರಣೆಗೆ ${example}.`,
  phoneFirstDigit: (example) => `ಮೊಬೈಲ್ ಸಂಖ್ಯೆ 6, 7, 8 ಅಥವಾ 9 ರಿಂದ ಆರಂಭವಾಗುತ್ತದೆ. ಮೊದಲ ಅಂಕಿಯನ್ನು ಪರಿಶೀಲಿಸಿ, ಉದಾಹರಣೆಗೆ ${example}.`,
  emailSpaces: 'ಇ-ಮೇಲ್ ವಿಳಾಸದಲ್ಲಿರುವ ಖಾಲಿ ಜಾಗಗಳನ್ನು ತೆಗೆಯಿರಿ, ಅಥವಾ ಅದನ್ನು ಖಾಲಿ ಬಿಡಿ.',
  emailAt: '@ ಇರುವ ಇ-ಮೇಲ್ ವಿಳಾಸವನ್ನು ಬರೆಯಿರಿ, ಉದಾಹರಣೆಗೆ name@example.com, ಅಥವಾ ಅದನ್ನು ಖಾಲಿ ಬಿಡಿ.',
  emailFormat: 'name@example.com ರೀತಿಯ ಇ-ಮೇಲ್ ವಿಳಾಸವನ್ನು ಬರೆಯಿರಿ, ಅಥವಾ ಅದನ್ನು ಖಾಲಿ ಬಿಡಿ.',
};

export const chatIsland: ChatFormTexts['chat'] = {
  fieldLabels: {
    name: 'ಹೆಸರು',
    phone: 'ಫೋನ್',
    email: 'ಇ-ಮೇಲ್',
    subject: 'ವಿಷಯ',
    message: 'ಸಂದೇಶ',
  },
  greetings: {
    contact: 'ನಮಸ್ಕಾರ, ನಾನು ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಲು ಬಯಸುತ್ತೇನೆ.',
    popup: 'ನಮಸ್ಕಾರ, ನಾನು ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಲು ಬಯಸುತ್ತೇನೆ.',
    home: 'ನಮಸ್ಕಾರ, ದಯವಿಟ್ಟು ನನಗೆ ಮರಳಿ ಕರೆ ಮಾಡಿ.',
    appointment: 'ನಮಸ್ಕಾರ, ನನಗೆ ಒಂದು ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬೇಕು.',
  },
  department: 'ವಿಭಾಗ',
};

export const chatServer: ChatFormServerTexts['chat'] = {
  bookAppointment: 'ನಮಸ್ಕಾರ, ನಾನು ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಲು ಬಯಸುತ್ತೇನೆ.',
  doctor: 'ವೈದ್ಯರು',
  departmentQuestion: (department) => `ನಮಸ್ಕಾರ, ${department} ತಂಡಕ್ಕೆ ನನ್ನದೊಂದು ಪ್ರಶ್ನೆ ಇದೆ.`,
};
