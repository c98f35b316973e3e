import { describe, expect, it } from 'vitest';
import { fontFaceCss, withoutRegisteredProperties } from '@/lib/build/css';
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
