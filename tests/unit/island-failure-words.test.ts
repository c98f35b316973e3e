// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FAILURE_WORDS_ATTR, ISLAND_FAILURE, showIslandFailure } from '@/islands/runtime/failure';
import { ui } from '@/lib/i18n/ui';

afterEach(() => document.body.replaceChildren());

/** A page's <main> as components/layout/site-chrome.tsx writes it, with an island root inside. */
function page(words?: { reason: string; emergency: string }) {
  const main = document.createElement('main');
  main.id = 'main';
  if (words) {
    main.setAttribute(FAILURE_WORDS_ATTR.reason, words.reason);
    main.setAttribute(FAILURE_WORDS_ATTR.emergency, words.emergency);
  }
  const root = document.createElement('div');
  main.append(root);
  document.body.append(main);
  return root;
}

describe('an island that fails says so in the page\'s language', () => {
  it('on a Kannada page: the spec\'s title, then the page\'s own lines, not the error\'s English message', () => {
    const t = ui('kn').errors;
    const root = page({ reason: t.islandReason, emergency: t.islandEmergency });
    showIslandFailure(root, 'TypeError: x is undefined');
    expect([...root.querySelectorAll('p')].map((p) => p.textContent)).toEqual([ISLAND_FAILURE.title, t.islandReason, t.islandEmergency]);
    expect(root.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('on an English page: the error\'s message, or the English fallback', () => {
    showIslandFailure(page(), 'The map could not load.');
    expect(document.querySelectorAll('p')[1]?.textContent).toBe('The map could not load.');
    document.body.replaceChildren();
    const root = page();
    showIslandFailure(root, '');
    expect([...root.querySelectorAll('p')].map((p) => p.textContent)).toEqual([ISLAND_FAILURE.title, ui('en').errors.islandReason, ui('en').errors.islandEmergency]);
  });
});
