// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstVisitDialog } from '@/components/home/first-visit-dialog';
import { initFirstVisitDialog } from '@/islands/site/first-visit-dialog';
import { CONTACT_MODAL_SEEN_KEY } from '@/islands/site/rules/contact-modal';
import { MessagePopup } from '@/islands/message-popup';
import { messagePopupWords } from '@/components/layout/floating-contact';
import { atLeast, BREAKPOINTS } from '@/lib/breakpoints';

// jsdom has <dialog> but not its methods; these stand in for the browser's (the e2e tests use the real ones).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

/** The dialog titled `name`, open or closed (a closed one is not in the accessibility tree). */
function dialogOf(name: string): HTMLDialogElement {
  const dialog = [...document.querySelectorAll('dialog')].find((d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === name);
  if (!dialog) throw new Error(`no dialog titled ${name}`);
  return dialog;
}

describe('the home page\'s first-visit dialog (server HTML, opened by the site script)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  // The server's HTML, then the site script as the browser runs it: no React in the browser. `wideScreen`
  // stands for the media query (768 px and up) the browser answers.
  const renderDialog = (wideScreen = true) => {
    document.body.innerHTML = renderToStaticMarkup(
      <FirstVisitDialog lang="en" title="Contact Us" intro="Leave your name and number.">
        <label>
          Your name <input />
        </label>
      </FirstVisitDialog>,
    );
    initFirstVisitDialog(() => window.sessionStorage, () => wideScreen);
    return dialogOf('Contact Us');
  };

  it('opens by itself on the first home visit of the session, titled Contact Us', () => {
    const dialog = renderDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Leave your name and number.');
    expect(sessionStorage.getItem(CONTACT_MODAL_SEEN_KEY)).toBe('1');
  });

  it('never opens by itself below 768 px, and a phone visit does not use up the session\'s one opening', () => {
    expect(renderDialog(false)).not.toHaveAttribute('open');
    expect(sessionStorage.getItem(CONTACT_MODAL_SEEN_KEY)).toBeNull();
    document.body.innerHTML = '';
    expect(renderDialog(true)).toHaveAttribute('open');
  });

  it('is closed in the HTML itself, so without JavaScript it never covers the page', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <FirstVisitDialog lang="en" title="Contact Us" intro="Leave your name and number.">
        <span />
      </FirstVisitDialog>,
    );
    expect(dialogOf('Contact Us')).not.toHaveAttribute('open');
  });

  it('stays closed on later visits in the same session', () => {
    sessionStorage.setItem(CONTACT_MODAL_SEEN_KEY, '1');
    expect(renderDialog()).not.toHaveAttribute('open');
  });

  it('stays closed when the browser refuses session storage, rather than opening on every load', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(renderDialog()).not.toHaveAttribute('open');
    vi.restoreAllMocks();
  });

  it('closes on the close button, and the keyboard starts again from the top of the page', async () => {
    const dialog = renderDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    expect(dialog).not.toHaveAttribute('open');
    expect(document.activeElement).toBe(document.body);
  });

  it('closes on a click on the backdrop but not on a click inside', () => {
    const dialog = renderDialog();
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue({ left: 100, right: 500, top: 100, bottom: 600, x: 100, y: 100, width: 400, height: 500, toJSON: () => ({}) });
    fireEvent.click(dialog, { clientX: 300, clientY: 300 });
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(within(dialog).getByText('Leave your name and number.'), { clientX: 300, clientY: 300 });
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(dialog, { clientX: 20, clientY: 300 });
    expect(dialog).not.toHaveAttribute('open');
  });
});

describe('MessagePopup: the floating message button', () => {
  let wide = true;
  const listeners = new Set<() => void>();

  beforeEach(() => {
    listeners.clear();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === atLeast('md') ? wide : false;
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderPopup = () =>
    render(<MessagePopup chatLink="https://wa.me/919000011111" whatsapp="919000011111" phone="080 4000 1111" className="" icon={null} lang="en" words={messagePopupWords('en')} />);

  it(`from ${BREAKPOINTS.md} px opens the popup form and puts focus in its first field, instead of following the link`, async () => {
    wide = true;
    renderPopup();
    const button = screen.getByRole('link', { name: 'Send us a message' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      button.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    // the form's code arrives on demand
    await waitFor(() => expect(dialogOf('Send us a message')).toHaveAttribute('open'));
    expect(screen.getByRole('textbox', { name: 'Your name', hidden: true })).toHaveFocus();
  });

  it('gives focus back to the message button when the popup closes', async () => {
    wide = true;
    renderPopup();
    const button = screen.getByRole('link', { name: 'Send us a message' });
    button.focus();
    const user = userEvent.setup();
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Close', hidden: true }));
    expect(dialogOf('Send us a message')).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });

  it(`below ${BREAKPOINTS.md} px is a plain link that opens the chat in a new tab, and never shows the popup`, () => {
    wide = false;
    renderPopup();
    const link = screen.getByRole('link', { name: 'Send us a message on WhatsApp (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://wa.me/919000011111');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).not.toHaveAttribute('aria-haspopup');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('keeps what the visitor typed when the popup is closed and opened again', async () => {
    wide = true;
    renderPopup();
    const user = userEvent.setup();
    const button = screen.getByRole('link', { name: 'Send us a message' });
    await user.click(button);
    const name = await screen.findByRole('textbox', { name: 'Your name', hidden: true });
    await user.type(name, 'Kiran');
    await user.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    await user.click(button);
    expect(dialogOf('Send us a message')).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Your name', hidden: true })).toHaveValue('Kiran');
  });

  it(`closes the popup when the window becomes narrower than ${BREAKPOINTS.md} px`, async () => {
    wide = true;
    renderPopup();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Send us a message' }));
    await waitFor(() => expect(dialogOf('Send us a message')).toHaveAttribute('open'));
    wide = false;
    act(() => listeners.forEach((fn) => fn()));
    expect(dialogOf('Send us a message')).not.toHaveAttribute('open');
  });
});
