import { describe, expect, it } from 'vitest';
import { CHAT_FORMS, chatFormMessage, composeChatLink, messageOf } from '@/lib/chat';
import { ui } from '@/lib/i18n/ui';

const C = ui('en').chat;

const filled = {
  name: 'Asha Rao',
  phone: '098450-12345',
  email: 'asha@example.in',
  subject: 'Visiting hours',
  message: 'Can my son stay overnight?\nHe is 12.',
};

describe('the message of each chat-link form', () => {
  it('asks each form for its fields in the order the visitor sees them', () => {
    expect(CHAT_FORMS.contact.fields).toEqual(['name', 'email', 'subject', 'message']);
    expect(CHAT_FORMS.popup.fields).toEqual(['name', 'email', 'phone', 'message']);
    expect(CHAT_FORMS.home.fields).toEqual(['name', 'phone', 'email', 'message']);
    expect(CHAT_FORMS.appointment.fields).toEqual(['name', 'phone', 'message']);
  });

  it('contact page: name, e-mail, subject and message, each under its own label', () => {
    expect(chatFormMessage('contact', filled, C)).toBe(
      'Hello, I would like to get in touch.\nName: Asha Rao\nE-mail: asha@example.in\nSubject: Visiting hours\nMessage: Can my son stay overnight?\nHe is 12.',
    );
  });

  it('popup: name, e-mail, phone and message; the phone is under Phone, not in the subject slot', () => {
    expect(chatFormMessage('popup', filled, C)).toBe(
      'Hello, I would like to get in touch.\nName: Asha Rao\nE-mail: asha@example.in\nPhone: +91 98450 12345\nMessage: Can my son stay overnight?\nHe is 12.',
    );
  });

  it('home modal: name, phone, e-mail and message', () => {
    expect(chatFormMessage('home', filled, C)).toBe(
      'Hello, I would like a call back.\nName: Asha Rao\nPhone: +91 98450 12345\nE-mail: asha@example.in\nMessage: Can my son stay overnight?\nHe is 12.',
    );
  });

  it('department appointment: names the department, and the phone arrives as Phone (the old site sent it as Email)', () => {
    const message = chatFormMessage('appointment', filled, C, 'Orthopaedics');
    expect(message).toBe(
      'Hello, I would like to request an appointment.\nDepartment: Orthopaedics\nName: Asha Rao\nPhone: +91 98450 12345\nMessage: Can my son stay overnight?\nHe is 12.',
    );
    expect(message).not.toMatch(/Email|E-mail/);
  });

  it('leaves out the fields left empty and trims spaces', () => {
    expect(chatFormMessage('contact', { name: '  Ravi ', email: '', subject: '   ', message: 'Hi' }, C)).toBe(
      'Hello, I would like to get in touch.\nName: Ravi\nMessage: Hi',
    );
  });

  it('survives the chat link: the decoded text is the message, character for character', () => {
    const values = { name: 'ರವಿ & Co #1', phone: '+91 90000 22222', email: '', message: '100% sure? 🙂' };
    const link = composeChatLink('+91 90000 11111', chatFormMessage('home', values, C));
    expect(link.startsWith('https://wa.me/919000011111?text=')).toBe(true);
    expect(messageOf(link).split('\n')).toEqual(['Hello, I would like a call back.', 'Name: ರವಿ & Co #1', 'Phone: +91 90000 22222', 'Message: 100% sure? 🙂']);
  });
});

describe('a chat form message in Kannada', () => {
  it('has Kannada labels and greeting, and the visitor\'s words as typed', () => {
    const kn = ui('kn').chat;
    const message = chatFormMessage('appointment', { name: 'Asha ಆಶಾ', phone: '9845012345', message: 'ಮಂಡಿ ನೋವು & fever #3' }, kn, 'ಮೂಳೆ ಚಿಕಿತ್ಸೆ (Orthopaedics)');
    expect(message.split('\n')).toEqual([
      kn.greetings.appointment,
      `${kn.department}: ಮೂಳೆ ಚಿಕಿತ್ಸೆ (Orthopaedics)`,
      `${kn.fieldLabels.name}: Asha ಆಶಾ`,
      `${kn.fieldLabels.phone}: +91 98450 12345`,
      `${kn.fieldLabels.message}: ಮಂಡಿ ನೋವು & fever #3`,
    ]);
  });
});
