import { describe, expect, it } from 'vitest';
import {
  MAX_LENGTH,
  formatIndianMobile,
  indianMobileDigits,
  validateEmail,
  validateField,
  validateForm,
  validateMessage,
  validateName,
  validatePhone,
  validateSubject,
} from '@/lib/validation';
import { ui } from '@/lib/i18n/ui';

const T = ui('en').validation;

describe('name', () => {
  it('is required, and spaces alone do not count', () => {
    expect(validateName('', T)).toBe('Enter your name.');
    expect(validateName('   ', T)).toBe('Enter your name.');
    expect(validateName('Asha Rao', T)).toBeUndefined();
    expect(validateName('ಆಶಾ ರಾವ್', T)).toBeUndefined();
  });

  it('is capped at 100 characters and says how many there are', () => {
    expect(validateName('a'.repeat(100), T)).toBeUndefined();
    expect(validateName('a'.repeat(101), T)).toBe('Name must be 100 characters or fewer; it has 101 now.');
  });
});

describe('Indian mobile number', () => {
  it.each([
    ['9845012345', '9845012345'],
    ['98450 12345', '9845012345'],
    ['98450-12345', '9845012345'],
    ['+91 98450 12345', '9845012345'],
    ['+91-98450-12345', '9845012345'],
    ['+919845012345', '9845012345'],
    ['919845012345', '9845012345'],
    ['09845012345', '9845012345'],
    ['0 98450 12345', '9845012345'],
    ['(+91) 98450 12345', '9845012345'],
    ['  6000000000 ', '6000000000'],
    ['7 0 0 0 0 0 0 0 0 0', '7000000000'],
  ])('accepts %j', (input, digits) => {
    expect(indianMobileDigits(input)).toBe(digits);
    expect(validatePhone(input, true, T)).toBeUndefined();
  });

  it.each(['5845012345', '984501234', '98450123456', '+1 98450 12345', '+92 98450 12345', '080 2600 010', 'call me', '98450 1234x', ''])(
    'rejects %j',
    (input) => {
      expect(indianMobileDigits(input)).toBeNull();
    },
  );

  it('is written as +91 and two groups of five digits in the message', () => {
    expect(formatIndianMobile('09845012345')).toBe('+91 98450 12345');
    expect(formatIndianMobile('98450-12345')).toBe('+91 98450 12345');
    expect(formatIndianMobile('12345')).toBeNull();
  });

  it('says exactly what to fix', () => {
    expect(validatePhone('', true, T)).toBe('Enter your mobile number, for example 98450 12345.');
    expect(validatePhone('   ', true, T)).toBe('Enter your mobile number, for example 98450 12345.');
    expect(validatePhone('984501234', true, T)).toBe('Enter a 10-digit mobile number (you entered 9 digits), for example 98450 12345.');
    expect(validatePhone('+91 98450 123456', true, T)).toBe('Enter a 10-digit mobile number (you entered 11 digits), for example 98450 12345.');
    expect(validatePhone('5845012345', true, T)).toBe('A mobile number starts with 6, 7, 8 or 9. Check the first digit, for example 98450 12345.');
    expect(validatePhone('+1 555 0100 123', true, T)).toBe(
      'Enter an Indian mobile number: start with +91 or leave the country code out, for example 98450 12345.',
    );
    expect(validatePhone('98450 1234O', true, T)).toBe('Use only digits in the mobile number, for example 98450 12345.');
    expect(validatePhone('9+845012345', true, T)).toBe('Use only digits in the mobile number, for example 98450 12345.');
  });

  it('may be left empty where the form does not require it', () => {
    expect(validatePhone('', false, T)).toBeUndefined();
    expect(validatePhone('12', false, T)).toBe('Enter a 10-digit mobile number (you entered 2 digits), for example 98450 12345.');
  });
});

describe('e-mail', () => {
  it('is checked only when given', () => {
    expect(validateEmail('', T)).toBeUndefined();
    expect(validateEmail('   ', T)).toBeUndefined();
    expect(validateEmail('asha.rao@example.in', T)).toBeUndefined();
    expect(validateEmail(' asha+clinic@mail.example.co.in ', T)).toBeUndefined();
  });

  it('says what is wrong with it', () => {
    expect(validateEmail('asha.example.in', T)).toBe('Enter an e-mail address with an @, like name@example.com, or leave it empty.');
    expect(validateEmail('asha rao@example.in', T)).toBe('Remove the spaces from the e-mail address, or leave it empty.');
    for (const bad of ['asha@', '@example.in', 'asha@example', 'asha@example.', 'asha@@example.in', 'asha@example..in', 'asha@.example.in'])
      expect(validateEmail(bad, T), bad).toBe('Enter an e-mail address like name@example.com, or leave it empty.');
  });
});

describe('subject and message length', () => {
  it('caps the subject at 120 characters', () => {
    expect(MAX_LENGTH.subject).toBe(120);
    expect(validateSubject('', T)).toBeUndefined();
    expect(validateSubject('s'.repeat(120), T)).toBeUndefined();
    expect(validateSubject('s'.repeat(121), T)).toBe('Subject must be 120 characters or fewer; it has 121 now.');
  });

  it('caps the message at 1000 characters, counting emoji and Kannada letters as the visitor sees them typed', () => {
    expect(MAX_LENGTH.message).toBe(1000);
    expect(validateMessage('', T)).toBeUndefined();
    expect(validateMessage('m'.repeat(1000), T)).toBeUndefined();
    expect(validateMessage('🙂'.repeat(1000), T)).toBeUndefined();
    expect(validateMessage('m'.repeat(1001), T)).toBe('Message must be 1000 characters or fewer; it has 1001 now.');
    expect(validateMessage(`  ${'m'.repeat(1000)}  `, T)).toBeUndefined();
  });
});

describe('a whole form', () => {
  it('returns the errors of the fields the form shows, in the form order', () => {
    const errors = validateForm(['name', 'email', 'phone', 'message'], { name: '', email: 'nope', phone: '123', message: 'Hi' }, T);
    expect(Object.keys(errors)).toEqual(['name', 'email', 'phone']);
    expect(errors.name).toBe('Enter your name.');
  });

  it('does not ask for a phone number on a form without one', () => {
    expect(validateForm(['name', 'email', 'subject', 'message'], { name: 'Asha' }, T)).toEqual({});
  });

  it('requires the phone number wherever a form asks for it', () => {
    expect(validateForm(['name', 'phone', 'message'], { name: 'Asha', phone: '' }, T)).toEqual({
      phone: 'Enter your mobile number, for example 98450 12345.',
    });
    expect(validateField('phone', '98450 12345', T)).toBeUndefined();
  });

  it('accepts a complete, valid form', () => {
    expect(validateForm(['name', 'phone', 'email', 'message'], { name: 'Asha', phone: '+91 98450 12345', email: 'a@b.in', message: 'Knee pain' }, T)).toEqual({});
  });
});
