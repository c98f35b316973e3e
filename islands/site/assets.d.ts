// A font file (the body font, a language's font) imported by the site script: esbuild copies it beside the script under a hashed name and gives its path (lib/build/bundle-islands.ts).
declare module '*.woff2' {
  const path: string;
  export default path;
}

// The language switcher's font files, made by the build from LANGUAGE_NAMES (lib/build/language-names-font.ts): one per language name, each with the characters it draws.
declare module 'virtual:language-names-font' {
  const faces: Array<{ file: string; unicodeRange: string }>;
  export default faces;
}
