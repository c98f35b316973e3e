import { describe, expect, it } from 'vitest';
import { fontFaceCss, pageStylesheet, withDefaultsWhereRead, withThemeInlined, withoutRegisteredProperties } from '@/lib/build/css';
import { LANGUAGE_NAMES_FONT, unicodeRangeOf } from '@/lib/fonts';

// the shape of Tailwind 4's output: registrations, and the same values for browsers without @property
const tailwind = [
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-translate-y:0}}}',
  '@layer utilities{.shadow{--tw-shadow:0 1px 3px #0001;box-shadow:var(--tw-shadow)}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-translate-y{syntax:"*";inherits:false;initial-value:0}',
].join('');

describe("the pages' stylesheet (lib/build/css.ts)", () => {
  it("drops Tailwind's @property registrations and gives every browser the plain rule with the same initial values", () => {
    const css = withoutRegisteredProperties(tailwind);
    expect(css).not.toContain('@property');
    expect(css).not.toContain('@supports');
    expect(css).toContain('@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-translate-y:0}}');
    expect(css).toContain('@layer utilities{.shadow{--tw-shadow:0 1px 3px #0001;box-shadow:var(--tw-shadow)}}');
  });

  it('leaves a stylesheet without them, and registrations that are not Tailwind’s, as they are', () => {
    const plain = '@property --brand-angle{syntax:"<angle>";inherits:false;initial-value:0deg}a{color:red}@supports (display:grid){b{display:grid}}';
    expect(withoutRegisteredProperties(plain)).toBe(plain);
  });

  it('sets Tailwind\'s variable defaults only on the rules that read them, in the same lowest layer', () => {
    const css = withDefaultsWhereRead(
      '@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000;--tw-translate-y:0;--tw-leading:initial}}' +
        '@layer utilities{.shadow{--tw-shadow:0 1px 3px #0001;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}.p-4{padding:1rem}' +
        '.x:hover::before{translate:0 var(--tw-translate-y)}.text-lg{line-height:var(--tw-leading,1.5)}@media (min-width:40rem){.shadow{box-shadow:var(--tw-shadow)}}}',
    );
    const properties = /@layer properties\{(.*?)\}\}/.exec(css)![1]! + '}';
    // each reader, once, with the defaults of what it reads (a fallback read counts), in the defaults' order
    expect(properties).toBe('.shadow{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000}.x:hover::before{--tw-translate-y:0}.text-lg{--tw-leading:initial}');
    // nothing for every element any more, and the rules themselves as they were
    expect(css).not.toContain('*,');
    expect(css).toContain('@layer utilities{.shadow{--tw-shadow:0 1px 3px #0001;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}.p-4{padding:1rem}');
    const plain = 'a{color:red}';
    expect(withDefaultsWhereRead(plain)).toBe(plain);
  });

  it("writes the theme's constants as values, and leaves a variable that something changes, or read with a fallback, as a variable", () => {
    const css = withThemeInlined(
      '@layer theme{:root,:host{--spacing:.25rem;--color-brand:#123456;--font-sans:var(--font-base);--font-base:Arial,sans-serif;--top-bar:2rem}}' +
        '@media (min-width:64rem){:root{--top-bar:3rem}}' +
        '@layer utilities{.p-4{padding:calc(var(--spacing)*4)}.text-brand{color:var(--color-brand)}.font-sans{font-family:var(--font-sans)}' +
        '.sticky{top:calc(-1*var(--top-bar))}.m-x{margin:var(--spacing,1px)}.ring{--tw-ring-color:var(--color-brand)}}',
    );
    expect(css).toContain('.p-4{padding:calc(.25rem*4)}.text-brand{color:#123456}.font-sans{font-family:Arial,sans-serif}');
    expect(css).toContain('.sticky{top:calc(-1*var(--top-bar))}.m-x{margin:var(--spacing,1px)}.ring{--tw-ring-color:#123456}');
    // the theme itself stays, for anything that reads it later
    expect(css).toContain('@layer theme{:root,:host{--spacing:.25rem;--color-brand:#123456;--font-sans:var(--font-base)');
  });

  it("is all of that for the pages' stylesheet", () => {
    const css = pageStylesheet(`@layer theme{:root,:host{--spacing:.25rem}}${tailwind}@layer utilities{.p-1{padding:var(--spacing)}}`);
    expect(css).not.toContain('@property');
    expect(css).toContain('@layer properties{.shadow{--tw-shadow:0 0 #0000}}');
    expect(css).toContain('.p-1{padding:.25rem}');
  });

  it("declares the switcher's faces under one family, each for its name's characters, shown with swap", () => {
    const faces = [
      { url: '/base/_islands/language-names-kn-AAAA.woff2', unicodeRange: unicodeRangeOf('ಕನ್ನಡ') },
      { url: '/base/_islands/language-names-hi-BBBB.woff2', unicodeRange: unicodeRangeOf('हिन्दी') },
    ];
    expect(fontFaceCss(LANGUAGE_NAMES_FONT.family, LANGUAGE_NAMES_FONT.weight, faces)).toBe(
      '@font-face{font-family:"Language Names";src:url("/base/_islands/language-names-kn-AAAA.woff2") format("woff2");font-weight:400;font-display:swap;unicode-range:U+0C95,U+0CA1,U+0CA8,U+0CCD}' +
        '@font-face{font-family:"Language Names";src:url("/base/_islands/language-names-hi-BBBB.woff2") format("woff2");font-weight:400;font-display:swap;unicode-range:U+0926,U+0928,U+0939,U+093F-0940,U+094D}',
    );
  });
});
