'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { trapTarget } from '@/lib/menus';
import { STICKY_AFTER } from '@/lib/page-chrome';

/**
 * The header bar, fixed to the top once the visitor has scrolled 100 px.
 * A placeholder of the bar's height stays behind, so the content does not jump.
 */
export function StickyBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  const [fixed, setFixed] = useState(false);
  const [height, setHeight] = useState<number>();

  useEffect(() => {
    const measure = () => setHeight(bar.current?.offsetHeight);
    let wasFixed = false;
    const onScroll = () => {
      const fix = window.scrollY > STICKY_AFTER;
      // Measured again as the bar leaves the flow: the web font may have arrived since mount and changed its height.
      if (fix && !wasFixed) measure();
      wasFixed = fix;
      setFixed(fix);
    };
    measure();
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', measure);
    };
  }, []);

  return (
    <div style={fixed && height ? { height } : undefined} data-sticky={fixed ? 'fixed' : 'static'}>
      <div ref={bar} className={fixed ? 'fixed inset-x-0 top-0 z-40 bg-white shadow-md motion-safe:animate-[header-in_200ms_ease-out]' : 'relative bg-white'}>
        {children}
      </div>
    </div>
  );
}

/**
 * Enhances the header's <details> menus: they open on hover (with a mouse),
 * only one is open at a time, Escape or a click elsewhere closes them, and
 * the full-screen phone menu keeps focus inside and closes on resize or navigation.
 */
export function MenuBehaviour() {
  useEffect(() => {
    const menus = () => [...document.querySelectorAll<HTMLDetailsElement>('header details[data-menu]')];
    const closeAll = (except?: Element) => menus().forEach((m) => m !== except && !m.contains(except ?? null) && m.removeAttribute('open'));
    const hoverable = window.matchMedia('(hover: hover) and (pointer: fine)');
    const timers = new WeakMap<HTMLDetailsElement, number>();
    const cleanups: (() => void)[] = [];
    const on = <K extends keyof HTMLElementEventMap>(el: HTMLElement | Document | Window, type: K | string, fn: (e: any) => void) => {
      el.addEventListener(type, fn);
      cleanups.push(() => el.removeEventListener(type, fn));
    };

    for (const menu of menus()) {
      const summary = menu.querySelector(':scope > summary') as HTMLElement | null;
      summary?.setAttribute('aria-expanded', String(menu.open));
      on(menu, 'toggle', () => {
        summary?.setAttribute('aria-expanded', String(menu.open));
        if (menu.open) closeAll(menu);
        if (menu.dataset.menu === 'mobile') document.documentElement.classList.toggle('overflow-hidden', menu.open);
      });
      if (menu.dataset.menu === 'departments' || menu.dataset.menu === 'media') {
        on(menu, 'mouseenter', () => {
          if (!hoverable.matches) return;
          window.clearTimeout(timers.get(menu));
          if (!menu.open) menu.dataset.openedByHover = 'true';
          menu.open = true;
        });
        // A click on a menu the pointer has just opened keeps it open instead of toggling it shut.
        on(summary!, 'click', (e: MouseEvent) => {
          if (menu.dataset.openedByHover && menu.open) e.preventDefault();
          delete menu.dataset.openedByHover;
        });
        on(menu, 'mouseleave', () => {
          if (!hoverable.matches) return;
          delete menu.dataset.openedByHover;
          timers.set(menu, window.setTimeout(() => (menu.open = false), 200));
        });
        on(menu, 'focusout', (e: FocusEvent) => {
          if (e.relatedTarget instanceof Node && !menu.contains(e.relatedTarget)) menu.open = false;
        });
      }
    }

    on(document, 'keydown', (e: KeyboardEvent) => {
      const open = menus().filter((m) => m.open);
      if (e.key === 'Escape' && open.length > 0) {
        const innermost = open[open.length - 1]!;
        innermost.open = false;
        (innermost.querySelector(':scope > summary') as HTMLElement | null)?.focus();
        e.preventDefault();
        return;
      }
      const mobile = open.find((m) => m.dataset.menu === 'mobile');
      if (e.key === 'Tab' && mobile) {
        const target = trapTarget(mobile, document.activeElement, e.shiftKey);
        if (target) {
          e.preventDefault();
          target.focus();
        }
      }
    });
    on(document, 'click', (e: MouseEvent) => {
      const target = e.target as Element;
      if (!target.closest('header details[data-menu]')) closeAll();
      if (target.closest('header details[data-menu] a[href]')) closeAll();
      const back = target.closest<HTMLElement>('[data-menu-back]');
      if (back) {
        const panel = back.closest('details');
        if (panel) {
          panel.open = false;
          (panel.querySelector(':scope > summary') as HTMLElement | null)?.focus();
        }
      }
    });
    let width = window.innerWidth;
    on(window, 'resize', () => {
      if (window.innerWidth !== width) closeAll();
      width = window.innerWidth;
    });
    on(window, 'pagehide', () => closeAll());
    document.querySelectorAll<HTMLElement>('[data-menu-back]').forEach((b) => (b.hidden = false));
    // The page's islands have hydrated (their effects run in this same pass): the end-to-end tests wait for this mark.
    document.documentElement.dataset.hydrated = 'true';
    return () => cleanups.forEach((c) => c());
  }, []);
  return null;
}
