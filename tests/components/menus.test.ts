// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { focusableIn, trapTarget } from '@/islands/site/rules/menus';

function menu() {
  document.body.innerHTML = `
    <details open id="m"><summary>Menu</summary>
      <a href="/a">A</a>
      <details><summary>Departments</summary><a href="/x">X</a><button data-menu-back hidden>Back</button></details>
      <a href="/b">B</a>
    </details>`;
  return document.getElementById('m')!;
}

describe('menu focus trap', () => {
  it('counts only what can take focus: not links in closed panels or hidden buttons', () => {
    expect(focusableIn(menu()).map((el) => el.textContent)).toEqual(['Menu', 'A', 'Departments', 'B']);
  });

  it('wraps Tab from the last item to the first and Shift+Tab from the first to the last', () => {
    const m = menu();
    const items = focusableIn(m);
    expect(trapTarget(m, items.at(-1)!, false)).toBe(items[0]);
    expect(trapTarget(m, items[0]!, true)).toBe(items.at(-1));
    expect(trapTarget(m, items[1]!, false)).toBeNull();
    expect(trapTarget(m, document.body, false)).toBe(items[0]);
  });
});
