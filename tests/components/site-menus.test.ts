// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initMenus } from '@/islands/site/menus';

/**
 * The header's menus as the site header renders them, cut down: two desktop
 * menus and the phone menu with a Departments panel and its Back button.
 */
const HEADER = `
  <header>
    <nav aria-label="Main">
      <details data-menu="departments"><summary>Departments</summary><div><a href="#cardiology">Cardiology</a><a href="#neurology">Neurology</a></div></details>
      <details data-menu="media"><summary>Media</summary><ul><li><a href="#blog">Blog</a></li></ul></details>
    </nav>
    <details data-menu="mobile"><summary>Menu</summary>
      <div>
        <a href="#call">Emergency</a>
        <details id="panel"><summary>Departments</summary>
          <ul><li><button type="button" data-menu-back hidden>Back</button></li><li><a href="#cardiology">Cardiology</a></li></ul>
        </details>
        <a href="#contact">Contact Us</a>
      </div>
    </details>
  </header>
  <main><h1>A page</h1><a href="#elsewhere">Elsewhere</a></main>`;

/** Whether the pointer can hover (a mouse), as matchMedia answers it; jsdom has no matchMedia. */
let mouse = true;

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const menu = (name: string) => $<HTMLDetailsElement>(`[data-menu="${name}"]`);
const summary = (name: string) => $(`[data-menu="${name}"] > summary`);
const panel = () => $<HTMLDetailsElement>('#panel');

/** Lets the <details> toggle events (queued tasks) run. */
const toggled = () => new Promise((resolve) => setTimeout(resolve, 0));

function press(key: string, options: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  mouse = true;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return mouse;
      },
    }) as MediaQueryList;
  setWidth(1280);
  document.documentElement.className = '';
  document.body.innerHTML = HEADER;
  initMenus();
});

afterEach(async () => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  // toggle events still queued by this test's menus run now, not in the next test
  await toggled();
});

describe('initMenus', () => {
  it('says on each summary whether its menu is open, and keeps it true', async () => {
    for (const name of ['departments', 'media', 'mobile']) expect(summary(name)).toHaveAttribute('aria-expanded', 'false');
    summary('media').click();
    await toggled();
    expect(menu('media').open).toBe(true);
    expect(summary('media')).toHaveAttribute('aria-expanded', 'true');
    summary('media').click();
    await toggled();
    expect(summary('media')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one menu open at a time', async () => {
    summary('departments').click();
    await toggled();
    summary('media').click();
    await toggled();
    expect(menu('media').open).toBe(true);
    expect(menu('departments').open).toBe(false);
    // closing it queued its own toggle event
    await toggled();
    expect(summary('departments')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menus on a click elsewhere and on a link inside them, not on a click inside', async () => {
    summary('departments').click();
    await toggled();
    $('[data-menu="departments"] div').click();
    expect(menu('departments').open).toBe(true);
    $('h1').click();
    expect(menu('departments').open).toBe(false);

    summary('media').click();
    await toggled();
    $('a[href="#blog"]').click();
    expect(menu('media').open).toBe(false);
  });

  it('closes the open menu on Escape and gives the keyboard back to its summary', async () => {
    summary('departments').focus();
    summary('departments').click();
    await toggled();
    $('a[href="#neurology"]').focus();
    const escape = press('Escape');
    expect(menu('departments').open).toBe(false);
    expect(escape.defaultPrevented).toBe(true);
    expect(summary('departments')).toHaveFocus();
    // with nothing open, Escape is left to the page
    expect(press('Escape').defaultPrevented).toBe(false);
  });

  it('with a mouse, opens the desktop menus on hover and closes them a moment after the pointer leaves', () => {
    vi.useFakeTimers();
    menu('departments').dispatchEvent(new MouseEvent('mouseenter'));
    expect(menu('departments').open).toBe(true);
    // the click that follows the hover keeps the menu open instead of toggling it shut
    summary('departments').click();
    vi.runOnlyPendingTimers();
    expect(menu('departments').open).toBe(true);

    menu('departments').dispatchEvent(new MouseEvent('mouseleave'));
    expect(menu('departments').open, 'a wandering pointer has a moment to come back').toBe(true);
    menu('departments').dispatchEvent(new MouseEvent('mouseenter'));
    vi.runOnlyPendingTimers();
    expect(menu('departments').open).toBe(true);

    menu('departments').dispatchEvent(new MouseEvent('mouseleave'));
    vi.runOnlyPendingTimers();
    expect(menu('departments').open).toBe(false);
  });

  it('leaves hover alone on a touch screen, where a tap on the summary opens the menu', () => {
    mouse = false;
    menu('media').dispatchEvent(new MouseEvent('mouseenter'));
    expect(menu('media').open).toBe(false);
    summary('media').click();
    expect(menu('media').open).toBe(true);
    menu('media').dispatchEvent(new MouseEvent('mouseleave'));
    expect(menu('media').open).toBe(true);
  });

  it('closes a desktop menu when the keyboard leaves it', async () => {
    summary('departments').click();
    await toggled();
    $('a[href="#cardiology"]').dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: $('a[href="#neurology"]') }));
    expect(menu('departments').open).toBe(true);
    $('a[href="#neurology"]').dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: $('a[href="#elsewhere"]') }));
    expect(menu('departments').open).toBe(false);
  });

  it('keeps Tab inside the open phone menu and holds the page behind it still', async () => {
    setWidth(375);
    summary('mobile').click();
    await toggled();
    expect(document.documentElement).toHaveClass('overflow-hidden');

    $('a[href="#contact"]').focus();
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(summary('mobile')).toHaveFocus();
    expect(press('Tab', { shiftKey: true }).defaultPrevented).toBe(true);
    expect($('a[href="#contact"]')).toHaveFocus();
    // within the menu, Tab is the browser's
    $('a[href="#call"]').focus();
    expect(press('Tab').defaultPrevented).toBe(false);

    summary('mobile').click();
    await toggled();
    expect(document.documentElement).not.toHaveClass('overflow-hidden');
  });

  it('shows the Back buttons, which close their panel and return to its summary', async () => {
    const back = $('[data-menu-back]');
    expect(back.hidden).toBe(false);
    summary('mobile').click();
    $('#panel > summary').click();
    await toggled();
    expect(panel().open).toBe(true);
    back.click();
    expect(panel().open).toBe(false);
    expect($('#panel > summary')).toHaveFocus();
    expect(menu('mobile').open, 'the phone menu itself stays open').toBe(true);
  });

  it('closes the menus when the window changes width or the page is left, not when only its height changes', async () => {
    setWidth(375);
    summary('mobile').click();
    await toggled();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
    window.dispatchEvent(new Event('resize'));
    expect(menu('mobile').open).toBe(true);
    setWidth(700);
    expect(menu('mobile').open).toBe(false);

    summary('mobile').click();
    window.dispatchEvent(new Event('pagehide'));
    expect(menu('mobile').open).toBe(false);
  });

  it('wires everything once, however often it is called', () => {
    const spies = ['departments', 'media', 'mobile'].map((name) => vi.spyOn(menu(name), 'addEventListener'));
    const onDocument = vi.spyOn(document, 'addEventListener');
    initMenus();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(onDocument).not.toHaveBeenCalled();
    onDocument.mockRestore();
  });
});
