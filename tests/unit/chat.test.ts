import { describe, expect, it } from 'vitest';
import { appointmentMessage, CHAT_FORM_ORIGINS, composeChatLink, composeMessage, emailLink, messageOf, PHONE_LINK_SCHEME, phoneDigits, phoneLink } from '@/lib/chat';
import { ui } from '@/lib/i18n/ui';

describe('chat and phone links', () => {
  it('dials the number with country code and no spaces', () => {
    expect(phoneLink('+91 80 4000 0000')).toBe('tel:+918040000000');
    expect(phoneDigits('+91 90000-11111')).toBe('919000011111');
    expect(phoneLink('080 4000 0000').startsWith(PHONE_LINK_SCHEME)).toBe(true);
  });

  it('writes to an e-mail address', () => {
    expect(emailLink('info@example.org')).toBe('mailto:info@example.org');
  });

  it('opens the chat without text when there is no message', () => {
    expect(composeChatLink('+91 90000 11111')).toBe('https://wa.me/919000011111');
  });

  it("names the chat link's host first among the places a chat form submits to (form-action)", () => {
    expect(CHAT_FORM_ORIGINS[0]).toBe(new URL(composeChatLink('+91 90000 11111', 'hi')).origin);
    expect(CHAT_FORM_ORIGINS).toContain('https://api.whatsapp.com');
  });

  it('keeps every character of the message: Kannada, &, #, ?, quotes, emoji and line breaks', () => {
    const message = 'ನಮಸ್ಕಾರ, ನನಗೆ ಸಹಾಯ ಬೇಕು\nQ&A #2? "quoted" \'single\' 🙂👩🏽‍⚕️\r\nend = 100% + more';
    const link = composeChatLink('+91 90000 11111', message);
    expect(link.startsWith('https://wa.me/919000011111?text=')).toBe(true);
    // nothing in the text can break out of the query parameter
    expect(link.slice('https://wa.me/919000011111?text='.length)).not.toMatch(/[&#?\s"]/);
    expect(messageOf(link)).toBe(message);
    expect(decodeURIComponent(new URL(link).search.slice('?text='.length))).toBe(message);
  });

  it('writes one labelled line per filled field, in order, and skips empty ones', () => {
    const message = composeMessage('Hello', [
      { label: 'Name', value: '  Asha  ' },
      { label: 'Phone', value: '+91 98450 12345' },
      { label: 'E-mail', value: '' },
      { label: 'Message', value: 'Knee pain\nsince March' },
    ]);
    expect(message).toBe('Hello\nName: Asha\nPhone: +91 98450 12345\nMessage: Knee pain\nsince March');
  });

  it('names the doctor and the department when booking an appointment', () => {
    const text = messageOf(composeChatLink('+91 90000 11111', appointmentMessage('Dr. Asha Rao', 'Cardiology', ui('en').chat)));
    expect(text.split('\n')).toEqual(['Hello, I would like to book an appointment.', 'Doctor: Dr. Asha Rao', 'Department: Cardiology']);
  });
});
