/**
 * The command-line options of the npm scripts, one way for all: `--name value`
 * and `--flag`, as `npm run serve -- --port 4000` passes them. Plain
 * JavaScript (types in args.d.mts), so scripts/serve.mjs, which runs on Node
 * alone, imports it as the TypeScript scripts do.
 */

/** The value after `--name`, or undefined when the option is not given. */
export function argOption(name, argv = process.argv.slice(2)) {
  const i = argv.indexOf(`--${name}`);
  return i > -1 ? argv[i + 1] : undefined;
}

/** Whether `--name` is given. */
export function argFlag(name, argv = process.argv.slice(2)) {
  return argv.includes(`--${name}`);
}
