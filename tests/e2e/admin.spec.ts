/**
 * The browser editor at /admin/ (Sveltia CMS, lib/build/admin.ts), as an
 * editor uses it on a local folder: a copy of the test fixture, opened with
 * "Work with Local Repository" (the folder picker answered with a folder in
 * the browser's private storage: lib/dev/local-folder.ts). Through the forms
 * (signing in and the last save from the keyboard), the spec adds a department by copying
 * one, adds a doctor in it with an uploaded portrait, and updates a
 * department's Kannada summary, marking it checked. The files on disk must be
 * what an editor writing JSON by hand would write (nothing empty, the
 * translation holding only its words and the stamp of today's English), and
 * content:check must pass on them, and the site built from them shows the
 * changes. The page runs under its own policy from
 * out/_headers (the server sends it) with no violation.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { checkContent } from '../../lib/content/check';
import { formatProblem } from '../../lib/content/problems';
import { fingerprint, stampOverlay } from '../../lib/content/translations';
import { assetPaths, inLanguage, pageFile, paths } from '../../lib/routes';
import { contentOf } from './support/content';
import { filesOf, provideLocalFolder, readLocalFile, readLocalFolder } from '../../lib/dev/local-folder';
import { BASE_PATH_CONTENT } from './support/site';
import { expect, rawTest as test } from './support/test';

const FIXTURE = path.resolve(BASE_PATH_CONTENT);
/** Where the spec builds the site from the saved folder (a build folder of its own, removed after). */
const BUILT = 'out-admin-check';
const fixture = contentOf(FIXTURE);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(FIXTURE, file), 'utf8'));

// the department whose Kannada summary changes, and the one copied into a new department
const translated = fixture.departments[0]!;
const copied = fixture.departments[1]!;
const NEW = { slug: 'dentistry', name: 'Dentistry' };
const KANNADA = { before: 'ಹಳೆಯ ಸಾರಾಂಶ', after: 'ಜಯನಗರದಲ್ಲಿ ಹೃದಯದ ತಪಾಸಣೆ ಮತ್ತು ಪರೀಕ್ಷೆಗಳು.' };
const DOCTOR = {
  id: 'dr-asha-rao',
  name: 'Dr. Asha Rao',
  title: 'Consultant Dental Surgeon',
  experienceYears: 12,
  qualifications: 'BDS, MDS (Oral Surgery)',
  departments: [NEW.slug],
  photo: { src: 'doctors/asha-rao.png', alt: 'Dr. Asha Rao smiling in her clinic' },
  profile: ['Dr. Asha Rao treats tooth and gum problems, from fillings to wisdom teeth.'],
  focusAreas: ['Root canal treatment'],
  languages: ['English'],
  opd: { days: 'Monday to Saturday', hours: '9 am to 1 pm' },
};

test.use({ viewport: { width: 1400, height: 1000 } });

test('the browser editor on a local folder saves a new department, a doctor with a portrait and a checked Kannada summary as an editor would write them, and the site built from them shows them', async ({ page, baseURL }) => {
  // a whole build of the saved folder at the end
  test.setTimeout(240_000);
  expect(fixture.departments.some((d) => d.slug === NEW.slug), `the fixture already has a department "${NEW.slug}"`).toBe(false);
  const violations: string[] = [];
  const ourErrors: string[] = [];
  page.on('console', (m) => /Content Security Policy/.test(m.text()) && violations.push(m.text()));
  // the CMS's own page errors are its business; an error of our save step is ours
  page.on('pageerror', (e) => /hooks\.js/.test(e.stack ?? '') && ourErrors.push(e.stack ?? e.message));

  // the project folder: the fixture, and a Kannada summary of one department, stamped against older English
  const english = readJson(`departments/${translated.slug}.json`);
  const overlay = { ...stampOverlay(english, { summary: KANNADA.before }).overlay, _source: { summary: '00000000' } };
  const portrait = await sharp({ create: { width: 480, height: 480, channels: 3, background: { r: 180, g: 120, b: 90 } } }).png().toBuffer();
  await provideLocalFolder(page, baseURL!, {
    ...filesOf(FIXTURE, 'content'),
    [`content/kn/departments/${translated.slug}.json`]: Buffer.from(json(overlay)).toString('base64'),
  });

  const response = await page.goto(assetPaths.admin());
  expect(response!.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'/);
  expect(await response!.text()).toMatch(/<meta name="robots" content="noindex/);

  // sign in with the keyboard: the local folder is the first choice
  const local = page.getByRole('button', { name: /Work with Local Repository/ });
  await local.waitFor();
  for (let i = 0; i < 10 && !(await local.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(local).toBeFocused();
  await page.keyboard.press('Enter');

  /** The forms render a field as it scrolls into view: scroll down the pane until it is there. */
  const reveal = async (pane: ReturnType<typeof page.getByRole>, target: ReturnType<typeof page.locator>) => {
    for (let i = 0; i < 40 && (await target.count()) === 0; i++) await pane.locator('section.field').last().scrollIntoViewIfNeeded();
    await target.first().scrollIntoViewIfNeeded();
  };
  const saved = async (file: string, text: string) => expect.poll(async () => (await readLocalFile(page, file)) ?? '', { timeout: 15_000 }).toContain(text);
  const english_ = page.getByRole('group', { name: /Edit .*English.* Content/ });

  // a new department: a copy of another, with its own slug and name
  await page.getByRole('treeitem', { name: /Departments/ }).click();
  await page.getByRole('row', { name: new RegExp(`^${copied.name}`) }).click();
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: /Duplicate/ }).click();
  await english_.locator('section.field[data-key-path="slug"] input').fill(NEW.slug);
  await english_.locator('section.field[data-key-path="name"] input').fill(NEW.name);
  await page.getByRole('button', { name: 'Save' }).click();
  await saved(`content/departments/${NEW.slug}.json`, NEW.name);

  // a doctor in it, with a portrait uploaded
  await page.getByRole('treeitem', { name: 'Doctors' }).click();
  await english_.getByRole('button', { name: /Add .*Doctors/ }).click();
  const field = (name: string) => english_.locator(`section.field[data-key-path="doctors.${fixture.doctors.length}.${name}"]`);
  const type = (name: string, text: string) => field(name).locator('textarea, input').first().fill(text);
  await type('id', DOCTOR.id);
  await type('name', DOCTOR.name);
  await type('title', DOCTOR.title);
  await type('experienceYears', String(DOCTOR.experienceYears));
  await type('qualifications', DOCTOR.qualifications);
  await field('departments').getByRole('combobox').click();
  await page.getByRole('option', { name: NEW.name }).click();
  await reveal(english_, field('photo.src'));
  await field('photo.src').locator('input[type=file]').first().setInputFiles({ name: 'Asha Rao.PNG', mimeType: 'image/png', buffer: portrait });
  await type('photo.alt', DOCTOR.photo.alt);
  await reveal(english_, field('profile'));
  await field('profile').getByRole('button', { name: /Add/ }).click();
  await type('profile.0', DOCTOR.profile[0]!);
  await reveal(english_, field('focusAreas'));
  await field('focusAreas').getByRole('button', { name: /Add/ }).click();
  await type('focusAreas.0', DOCTOR.focusAreas[0]!);
  await reveal(english_, field('languages'));
  await field('languages').getByRole('checkbox', { name: 'English' }).check();
  await reveal(english_, field('opd.hours'));
  await type('opd.days', DOCTOR.opd.days);
  await type('opd.hours', DOCTOR.opd.hours);
  await page.getByRole('button', { name: 'Save' }).click();
  await saved('content/doctors.json', DOCTOR.id);

  // the Kannada summary of a department, beside its English, marked as checked against it
  await page.getByRole('treeitem', { name: /Departments/ }).click();
  await page.getByRole('row', { name: new RegExp(`^${translated.name}`) }).click();
  await page.getByRole('radio', { name: 'Kannada' }).last().click();
  const kannada = page.getByRole('group', { name: /Edit .*Kannada.* Content/ });
  await kannada.locator('section.field[data-key-path="summary"]').locator('textarea, input').first().fill(KANNADA.after);
  const checked = kannada.locator('section.field[data-key-path="_checked"]');
  await reveal(kannada, checked);
  await checked.getByRole('switch').click();
  // saved from the keyboard
  await page.keyboard.press('Control+s');
  await saved(`content/kn/departments/${translated.slug}.json`, KANNADA.after);

  // the folder now: the fixture with exactly these changes
  const after = await readLocalFolder(page);
  const before = filesOf(FIXTURE, 'content');
  const expected = new Map<string, Buffer>(Object.entries(before).map(([file, b64]) => [file, Buffer.from(b64, 'base64')]));
  const doctors = readJson('doctors.json');
  doctors.doctors.push(DOCTOR);
  expected.set('content/doctors.json', Buffer.from(json(doctors)));
  expected.set(`content/departments/${NEW.slug}.json`, Buffer.from(json({ ...readJson(`departments/${copied.slug}.json`), ...NEW })));
  // the translation: its words only, stamped with the fingerprint of the English summary as it is now
  expected.set(`content/kn/departments/${translated.slug}.json`, Buffer.from(json({ _source: { summary: fingerprint(english.summary, 'summary') }, summary: KANNADA.after })));
  expected.set(`content/images/${DOCTOR.photo.src}`, portrait);
  expected.set('.git/HEAD', after.get('.git/HEAD')!);
  expect([...after.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [file, bytes] of expected) expect(after.get(file)?.toString(file.endsWith('.png') ? 'base64' : 'utf8'), file).toBe(bytes.toString(file.endsWith('.png') ? 'base64' : 'utf8'));

  // and content:check passes on it
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-saved-'));
  try {
    for (const [file, bytes] of after) {
      if (!file.startsWith('content/')) continue;
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), bytes);
    }
    const { problems } = await checkContent(path.join(dir, 'content'));
    expect(problems.map(formatProblem)).toEqual([]);

    // and the site built from it shows the changes: the new department lists the new doctor, whose page exists, and the
    // Kannada department page shows the new summary (the whole build, as CI runs it, into a folder of its own)
    execFileSync('npm', ['run', '--silent', 'build'], {
      stdio: 'pipe',
      env: { ...process.env, CONTENT_DIR: path.join(dir, 'content'), NEXT_DIST_DIR: BUILT, BASE_PATH: '' },
    });
    const built = (sitePath: string) => fs.readFileSync(path.join(BUILT, pageFile(sitePath)), 'utf8');
    expect(built(paths.doctor(DOCTOR.id))).toMatch(new RegExp(`<h1[^>]*>${DOCTOR.name}</h1>`));
    expect(built(paths.department(NEW.slug))).toContain(`href="${paths.doctor(DOCTOR.id)}"`);
    expect(built(inLanguage('kn', paths.department(translated.slug)))).toContain(KANNADA.after);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(BUILT, { recursive: true, force: true });
  }
  expect(violations).toEqual([]);
  expect(ourErrors).toEqual([]);
});

test('the editor is not a page of the site: out of the sitemap and llms.txt (and of the search index, which reads the same pages)', async () => {
  expect(fs.existsSync(path.join('out', 'admin', 'index.html'))).toBe(true);
  for (const file of ['sitemap.xml', 'llms.txt']) expect(fs.readFileSync(path.join('out', file), 'utf8'), file).not.toContain(assetPaths.admin());
});
