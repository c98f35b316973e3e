import { afterEach, describe, expect, it, vi } from 'vitest';
import { argFlag, argOption } from '@/lib/args.mjs';
import { buildDir } from '@/lib/build/cli';

// The one reader of the npm scripts' options (lib/args.mjs), which scripts/serve.mjs, scripts/dev.ts and the build
// and bench scripts share.
describe('command-line options', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('read `--name value` and `--flag`, wherever they stand', () => {
    const argv = ['--headers', '--port', '4000', '--dir', 'out-base'];
    expect(argOption('port', argv)).toBe('4000');
    expect(argOption('dir', argv)).toBe('out-base');
    expect(argOption('base', argv)).toBeUndefined();
    expect(argFlag('headers', argv)).toBe(true);
    expect(argFlag('gzip', argv)).toBe(false);
    // a name matches whole: --h2 is not --h
    expect(argFlag('h', ['--h2'])).toBe(false);
  });

  it('give the build folder: --dir, else NEXT_DIST_DIR, else out/', () => {
    vi.stubEnv('NEXT_DIST_DIR', undefined);
    expect(buildDir([])).toBe('out');
    vi.stubEnv('NEXT_DIST_DIR', '.scale/out-3');
    expect(buildDir([])).toBe('.scale/out-3');
    expect(buildDir(['--dir', 'out-base'])).toBe('out-base');
  });
});
