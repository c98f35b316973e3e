/** The Hindi words of the chat-link forms: what ../en/chat-form.ts says, in Hindi. */
import type { ChatFormServerTexts, ChatFormTexts } from '../en/chat-form';

export const formServer: ChatFormServerTexts['form'] = {
  labels: {
    name: 'आपका नाम',
    phone: 'फ़ोन नंबर',
    email: 'ई-मेल (ज़रूरी नहीं)',
    subject: 'विषय (ज़रूरी नहीं)',
    message: 'संदेश',
  },
  phoneHint: '10 अंकों का मोबाइल नंबर, जैसे 98450\u00a012345',
  lengthHint: (max) => `ज़्यादा से ज़्यादा ${max} अक्षर`,
  submit: 'WhatsApp पर भेजें',
  alternatives: {
    intro: 'फ़ॉर्म नहीं भरना चाहते?',
    beforePhone: 'या',
    afterPhone: ' पर कॉल करें।',
  },
};

export const formIsland: ChatFormTexts['form'] = {
  shortLabels: {
    name: 'आपका नाम',
    phone: 'फ़ोन नंबर',
    email: 'ई-मेल',
    subject: 'विषय',
    message: 'संदेश',
  },
  invalidSummary: (fields) =>
    fields.length === 1 ? `कृपया यह फ़ील्ड ठीक करें: ${fields.join(', ')}।` : `कृपया ये ${fields.length} फ़ील्ड ठीक करें: ${fields.join(', ')}।`,
  sent: 'धन्यवाद। आपके संदेश के साथ WhatsApp नए टैब में खुल गया है: वहां भेजने का बटन दबाएं, हम जवाब देंगे।',
  blocked: 'आपके ब्राउज़र ने नया टैब नहीं खोला। आपका संदेश तैयार है:',
  openChat: 'WhatsApp चैट खोलें',
};

export const validation: ChatFormTexts['validation'] = {
  names: { name: 'नाम', subject: 'विषय', message: 'संदेश' },
  tooLong: (label, max, length) => `${label} में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं; अभी इसमें ${length} अक्षर हैं।`,
  nameRequired: 'अपना नाम लिखें।',
  phoneRequired: (example) => `अपना मोबाइल नंबर लिखें, जैसे ${example}।`,
  phoneDigitsOnly: (example) => `मोबाइल नंबर में सिर्फ़ अंक लिखें, जैसे ${example}।`,
  phoneCountry: (example) => `भारत का मोबाइल नंबर लिखें: +91 से शुरू करें या देश का कोड छोड़ दें, जैसे ${example}।`,
  phoneLength: (digits, example) =>
    `10 अंकों का मोबाइल नंबर लिखें (${digits === 1 ? 'आपने 1 अंक लिखा है' : `आपने ${digits} अंक लिखे हैं`}), जैसे ${example}।`,
  phoneFirstDigit: (example) => `मोबाइल नंबर 6, 7, 8 या 9 से शुरू होता है। पहला अंक जांचें, जैसे ${example}।`,
  emailSpaces: 'ई-मेल पते से खाली जगह (स्पेस) हटाएं, या इसे खाली छोड़ दें।',
  emailAt: '@ वाला ई-मेल पता लिखें, जैसे name@example.com, या इसे खाली छोड़ दें।',
  emailFormat: 'name@example.com जैसा ई-मेल पता लिखें, या इसे खाली छोड़ दें।',
};

export const chatIsland: ChatFormTexts['chat'] = {
  fieldLabels: {
    name: 'नाम',
    phone: 'फ़ोन',
    email: 'ई-मेल',
    subject: 'विषय',
    message: 'संदेश',
  },
  greetings: {
    contact: 'नमस्ते, मुझे आपसे संपर्क करना है।',
    popup: 'नमस्ते, मुझे आपसे संपर्क करना है।',
    home: 'नमस्ते, कृपया मुझे वापस कॉल करें।',
    appointment: 'नमस्ते, कृपया मुझे अपॉइंटमेंट दें।',
  },
  department: 'विभाग',
};

export const chatServer: ChatFormServerTexts['chat'] = {
  bookAppointment: 'नमस्ते, मुझे अपॉइंटमेंट बुक करनी है।',
  doctor: 'डॉक्टर',
  departmentQuestion: (department) => `नमस्ते, मुझे ${department} विभाग से एक सवाल पूछना है।`,
};
