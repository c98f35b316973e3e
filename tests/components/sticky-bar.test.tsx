// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { StickyBar } from '@/components/layout/header-behaviour';

let barHeight = 0;
const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => barHeight });

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('StickyBar', () => {
  it('keeps a placeholder as tall as the bar is when it becomes fixed, even if the bar changed height since the page loaded', () => {
    barHeight = 109; // two lines in the fallback font while the web font loads
    const { container } = render(<StickyBar>bar</StickyBar>);
    const wrapper = container.querySelector<HTMLElement>('[data-sticky]')!;
    expect(wrapper.dataset.sticky).toBe('static');
    barHeight = 64; // the web font has arrived
    scrollTo(160);
    expect(wrapper.dataset.sticky).toBe('fixed');
    expect(wrapper.style.height).toBe('64px');
    scrollTo(0);
    expect(wrapper.dataset.sticky).toBe('static');
    expect(wrapper.style.height).toBe('');
  });
});

afterAll(() => Object.defineProperty(HTMLElement.prototype, 'offsetHeight', original));
