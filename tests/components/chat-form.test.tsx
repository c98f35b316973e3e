// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatFormIsland } from '@/islands/chat-form';
import { messageOf } from '@/lib/chat';
import { chatFormWords } from '@/components/contact/chat-form';
import { ui } from '@/lib/i18n/ui';

const WHATSAPP = '+91 90000 11111';

function openReturns(tab: object | null) {
  const open = vi.fn((_url?: string | URL, _target?: string) => tab as Window | null);
  vi.stubGlobal('open', open);
  return open;
}

afterEach(() => vi.unstubAllGlobals());

describe('ChatFormIsland: contact page form', () => {
  const setup = () => {
    render(<ChatFormIsland id="contact-form" kind="contact" whatsapp={WHATSAPP} lang="en" words={chatFormWords('en', 'contact')} />);
    return userEvent.setup();
  };

  it('shows each error next to its field, linked and announced, and moves focus to the first', async () => {
    const open = openReturns({});
    const user = setup();
    await user.type(screen.getByLabelText('E-mail (optional)'), 'asha.example.in');
    await user.click(screen.getByRole('button', { name: /Send on WhatsApp/ }));

    const name = screen.getByRole('textbox', { name: /Your name/ });
    const email = screen.getByRole('textbox', { name: 'E-mail (optional)' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter an e-mail address with an @, like name@example.com, or leave it empty.');
    expect(screen.getByRole('textbox', { name: /Message/ })).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('2 fields need correcting: Your name, E-mail.');
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps everything typed when there are errors', async () => {
    openReturns({});
    const user = setup();
    await user.type(screen.getByLabelText('E-mail (optional)'), 'asha@');
    await user.type(screen.getByLabelText(/Subject/), 'Visiting hours');
    await user.type(screen.getByLabelText(/Message/), 'Can my son stay{enter}overnight?');
    await user.click(screen.getByRole('button', { name: /Send on WhatsApp/ }));
    expect(screen.getByLabelText('E-mail (optional)')).toHaveValue('asha@');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Visiting hours');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Can my son stay\novernight?');
  });

  it('clears an error as soon as the field is put right', async () => {
    openReturns({});
    const user = setup();
    await user.click(screen.getByRole('button', { name: /Send on WhatsApp/ }));
    const name = screen.getByRole('textbox', { name: /Your name/ });
    await user.type(name, 'Asha');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter your name.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('opens the chat in a new tab with each field under its own label, then clears the form and says so', async () => {
    const tab: { opener: unknown } = { opener: 'the page' };
    const open = openReturns(tab);
    const user = setup();
    await user.type(screen.getByLabelText(/Your name/), 'Asha Rao');
    await user.type(screen.getByLabelText('E-mail (optional)'), 'asha@example.in');
    await user.type(screen.getByLabelText(/Subject/), 'Visiting hours & parking');
    await user.type(screen.getByLabelText(/Message/), 'Is there parking?');
    await user.click(screen.getByRole('button', { name: /Send on WhatsApp/ }));

    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      'https://wa.me/919000011111?text=' +
        encodeURIComponent(
          'Hello, I would like to get in touch.\nName: Asha Rao\nE-mail: asha@example.in\nSubject: Visiting hours & parking\nMessage: Is there parking?',
        ),
      '_blank',
    );
    expect(tab.opener).toBeNull();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('WhatsApp opened in a new tab with your message');
  });

  it('offers an "Open WhatsApp chat" link with the same URL, and keeps the fields, when the new tab is blocked', async () => {
    const open = openReturns(null);
    const user = setup();
    await user.type(screen.getByLabelText(/Your name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: /Send on WhatsApp/ }));

    const url = open.mock.calls[0]![0];
    const link = screen.getByRole('link', { name: /Open WhatsApp chat/ });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveFocus();
    expect(messageOf(link.getAttribute('href')!)).toBe('Hello, I would like to get in touch.\nName: Asha Rao\nMessage: Hello');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Hello');
  });

  it('is a plain form to the chat link in its server HTML, with the message as wa.me text', () => {
    const { container } = render(<ChatFormIsland id="contact-form" kind="contact" whatsapp={WHATSAPP} lang="en" words={chatFormWords('en', 'contact')} />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', 'https://wa.me/919000011111');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getAllByLabelText(/Message/)[0]).toHaveAttribute('name', 'text');
  });
});

describe('ChatFormIsland: forms with a phone number', () => {
  it('popup: requires a valid mobile number and sends it as Phone', async () => {
    const open = openReturns({});
    render(<ChatFormIsland id="popup-form" kind="popup" whatsapp={WHATSAPP} lang="en" words={chatFormWords('en', 'popup')} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Your name/), 'Ravi');
    await user.type(screen.getByLabelText(/Phone number/), '98450 1234');
    await user.click(screen.getByRole('button', { name: /Send on WhatsApp/ }));
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription(
      'A 10-digit mobile number, for example 98450\u00a012345 Enter a 10-digit mobile number (you entered 9 digits), for example 98450 12345.',
    );
    expect(open).not.toHaveBeenCalled();

    await user.type(phone, '5');
    await user.click(screen.getByRole('button', { name: /Send on WhatsApp/ }));
    expect(messageOf(open.mock.calls[0]![0] as string)).toBe('Hello, I would like to get in touch.\nName: Ravi\nPhone: +91 98450 12345');
  });

  it('department appointment form: names the department and sends the phone under Phone', async () => {
    const open = openReturns({});
    render(<ChatFormIsland id="appointment-form" kind="appointment" department="Cardiology" whatsapp={WHATSAPP} lang="en" words={chatFormWords('en', 'appointment', 'Request on WhatsApp')} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Your name/), 'Meena');
    await user.type(screen.getByLabelText(/Phone number/), '+91 70000 12345');
    await user.type(screen.getByLabelText(/Message/), 'Chest pain after walking');
    await user.click(screen.getByRole('button', { name: /Request on WhatsApp/ }));
    expect(open).toHaveBeenCalledWith(
      'https://wa.me/919000011111?text=' +
        encodeURIComponent(
          'Hello, I would like to request an appointment.\nDepartment: Cardiology\nName: Meena\nPhone: +91 70000 12345\nMessage: Chest pain after walking',
        ),
      '_blank',
    );
  });
});

describe('ChatFormIsland on a Kannada page', () => {
  const kn = ui('kn');
  const setup = (kind: 'contact' | 'popup') => {
    render(<ChatFormIsland id={`${kind}-form`} kind={kind} whatsapp={WHATSAPP} lang="kn" words={chatFormWords('kn', kind)} />);
    return userEvent.setup();
  };

  it('shows Kannada labels and, after a bad press, Kannada messages, keeping what was typed', async () => {
    const open = openReturns({});
    const user = setup('contact');
    expect(screen.getByRole('button', { name: new RegExp(kn.form.submit) })).toBeInTheDocument();
    await user.type(screen.getByLabelText(kn.form.labels.email), 'asha.example.in');
    await user.type(screen.getByLabelText(kn.form.labels.message), 'ನಮಸ್ಕಾರ');
    await user.click(screen.getByRole('button', { name: new RegExp(kn.form.submit) }));
    // its words come in a chunk of their own, fetched as the island starts
    const name = await screen.findByRole('textbox', { name: new RegExp(kn.form.labels.name), description: kn.validation.nameRequired });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(kn.form.labels.email)).toHaveAccessibleDescription(kn.validation.emailAt);
    expect(screen.getByRole('status')).toHaveTextContent(kn.form.invalidSummary([kn.form.shortLabels.name, kn.form.shortLabels.email]));
    expect(screen.getByLabelText(kn.form.labels.email)).toHaveValue('asha.example.in');
    expect(screen.getByLabelText(kn.form.labels.message)).toHaveValue('ನಮಸ್ಕಾರ');
    expect(open).not.toHaveBeenCalled();
  });

  it('sends a message with Kannada labels and the visitor\'s words as typed', async () => {
    const open = openReturns({});
    const user = setup('popup');
    await user.type(screen.getByLabelText(new RegExp(kn.form.labels.name)), 'Ravi ರಾವ್');
    await user.type(screen.getByLabelText(new RegExp(kn.form.labels.phone)), '98450 12345');
    await user.type(screen.getByLabelText(kn.form.labels.message), 'Knee pain & ಮಂಡಿ ನೋವು #2');
    await user.click(screen.getByRole('button', { name: new RegExp(kn.form.submit) }));
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    expect(messageOf(open.mock.calls[0]![0] as string)).toBe(
      [
        kn.chat.greetings.popup,
        `${kn.chat.fieldLabels.name}: Ravi ರಾವ್`,
        `${kn.chat.fieldLabels.phone}: +91 98450 12345`,
        `${kn.chat.fieldLabels.message}: Knee pain & ಮಂಡಿ ನೋವು #2`,
      ].join('\n'),
    );
    expect(await screen.findByText(kn.form.sent)).toBeInTheDocument();
  });
});
