// A font file (the body font, a language's font) imported by the site script: esbuild copies it beside the script under a hashed name and gives its path (lib/build/bundle-islands.ts).
declare module '*.woff2' {
  const path: string;
  export default path;
}
