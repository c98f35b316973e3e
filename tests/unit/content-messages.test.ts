/**
 * What content:check says to an editor: one copy of the test fixture
 * (tests/fixtures/content, so the doctors, articles and files named below are
 * the fixture's, not the shipped sample's) with many kinds of mistakes, each reported with its file, line, item and a plain
 * sentence saying what to do, and none in zod's own wording.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { formatProblems, type Problem } from '@/lib/content/problems';
import { describePlace, singular } from '@/lib/content/messages';
import { editJson } from '../support/edit-json';

const ZOD_PHRASES = /Invalid input|expected|received|Too big|Too small|Invalid option|Unrecognized key/i;

let dir = '';
let problems: Problem[] = [];
let report = '';

/** The 1-based line of the only line of a file that contains `needle`. */
function lineWith(file: string, needle: string): number {
  const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
  const found = lines.flatMap((line, i) => (line.includes(needle) ? [i + 1] : []));
  expect(found, `"${needle}" once in ${file}`).toHaveLength(1);
  return found[0]!;
}

function editText(file: string, from: string, to: string) {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  expect(text).toContain(from);
  fs.writeFileSync(full, text.replace(from, to));
}

/** The one problem reported at this file and JSON path. */
function problemAt(file: string, at: string): Problem {
  const found = problems.filter((p) => p.file === `content/${file}` && p.at === at);
  expect(found, `one problem at ${file} ${at}; all: ${report}`).toHaveLength(1);
  return found[0]!;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-messages-'));
  fs.cpSync(path.join(process.cwd(), 'tests/fixtures/content'), dir, { recursive: true });

  editJson(dir, 'doctors.json', (d) => {
    d.doctors[0].experienceYears = '12'; // a number in quotes
    d.doctors[1].nmae = d.doctors[1].name; // a misspelt field
    delete d.doctors[2].title; // a missing field
    d.doctors[3].languages[1] = 'Kanada'; // not one of a fixed list
    d.doctors[4].experienceYears = 50; // over the schema's own limit
    d.doctors[5].photo.src = 'doctors/Dr Photo.JPG'; // not a usable file name
    d.doctors[6].experienceYears = 7.5; // not whole
    d.doctors[7] = Object.fromEntries(Object.entries(d.doctors[7]).map(([k, v]) => [k === 'qualifications' ? 'qualifcations' : k, v])); // renamed by a typo
  });
  editJson(dir, 'site.json', (d) => {
    d.email = 'info at hospital'; // not an e-mail address
    d.geo.latitude = 120; // out of range
    d.map.directionsUrl = 'http://maps.example.org/x'; // not https
    d.phones.mobiles = '+91 80 4000 0000'; // one value where a list belongs
  });
  editJson(dir, 'home.json', (d) => {
    d.serviceTiles = []; // a list that needs at least one entry
    d.hero.text = ''; // empty text
    d.slides[1].caption = 'x'.repeat(130); // too long
    d.welcome.paragraphs[0] = 'Call <a href="tel:123">us</a> today'; // a link in text
  });
  editJson(dir, 'articles/cardiac-arrest-what-to-do.json', (d) => {
    d.date = '2025-02-30'; // a day that does not exist
    d.updated = '2025-15-06'; // a month that does not exist
    d.body[0].type = 'paragrph'; // a misspelt block type
    d.body[2].text = 'First line<br>second line'; // a line break in markup
    d.body[9].items = ['only one']; // too few
    d.body[5].colour = 'red'; // a field no block has
  });
  editJson(dir, 'articles/back-pain-which-doctor-to-see.json', (d) => {
    d.featured = 'yes'; // not true or false
    d.body[0].text = 'See [our guide](https://example.org) for more'; // a Markdown link
  });
  editJson(dir, 'navigation.json', (d) => (d.megaMenu[2] = 'cardiolgy')); // a slug with a typo
  editJson(dir, 'expertise.json', (d) => (d.menuLinks[0].department = 'orthopedics')); // a slug spelt the other way
  editJson(dir, 'departments/cardiology.json', (d) => {
    d.icon = 'heart-puls'; // an icon that does not exist
    d.services[0].picture.src = 'services/cardiology/digital-ecgg.svg'; // a picture that does not exist
  });
  editJson(dir, 'pages.json', (d) => (d.about.titel = 'About')); // a misspelt field in a nested group
  // a JSON syntax error: a trailing comma
  editText('announcements.json', '"title": "Saturday OPD now open until 5 pm"', '"title": "Saturday OPD now open until 5 pm",');

  const result = loadContent(dir);
  expect(result.content).toBeUndefined();
  problems = result.problems.map((p) => ({ ...p, file: p.file.replace(dir + path.sep, 'content/') }));
  report = formatProblems(problems);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('content:check messages', () => {
  it('never uses zod\'s wording', () => {
    expect(problems.length).toBeGreaterThan(25);
    for (const p of problems) expect(p.message).not.toMatch(ZOD_PHRASES);
  });

  it('names every problem by line, and every problem inside a list by its item', () => {
    for (const p of problems) {
      expect(p.line, `${p.file} ${p.at}`).toBeGreaterThan(0);
      if (/\[\d+\]/.test(p.at)) expect(p.item, p.at).toBeTruthy();
    }
  });

  it('explains a number written in quotes, and a number that must be whole', () => {
    expect(problemAt('doctors.json', 'doctors[0].experienceYears')).toMatchObject({
      line: lineWith('doctors.json', '"experienceYears": "12"'),
      item: 'doctor "dr-arjun-hegde"',
      field: 'experienceYears',
      message: 'must be a whole number written without quotes, like 12 (it is "12" now)',
    });
    expect(problemAt('doctors.json', 'doctors[6].experienceYears')).toMatchObject({
      item: 'doctor "dr-prakash-murthy"',
      message: 'must be a whole number, like 8 (it is 7.5 now)',
    });
  });

  it('suggests the field meant by a misspelt one, at the misspelt line', () => {
    expect(problemAt('doctors.json', 'doctors[1].nmae')).toMatchObject({
      line: lineWith('doctors.json', '"nmae"'),
      item: 'doctor "dr-mahesh-gowda"',
      message: expect.stringMatching(/^"nmae" is not a field this doctor can have; did you mean "name"\? Correct the spelling/),
    });
    expect(problemAt('pages.json', 'about.titel')).toMatchObject({
      line: lineWith('pages.json', '"titel"'),
      item: undefined,
      field: 'about › titel',
      message: expect.stringMatching(/did you mean "title"\?/),
    });
  });

  it('says a misspelt field once when the field it stands for is missing', () => {
    expect(problemAt('doctors.json', 'doctors[7].qualifcations')).toMatchObject({
      line: lineWith('doctors.json', '"qualifcations"'),
      item: 'doctor "dr-nandini-iyer"',
      message: '"qualifcations" is not a field this doctor can have, and "qualifications" is missing; correct the spelling to "qualifications"',
    });
    expect(problems.filter((p) => p.at === 'doctors[7].qualifications')).toEqual([]);
  });

  it('says which field is missing and where to add it', () => {
    const line = lineWith('doctors.json', '"id": "dr-kavya-shetty"') - 1; // the doctor's opening {
    expect(problemAt('doctors.json', 'doctors[2].title')).toMatchObject({
      line,
      item: 'doctor "dr-kavya-shetty"',
      field: 'title',
      message: 'is missing; add "title" to this doctor, with text in double quotes',
    });
  });

  it('lists the allowed values and suggests the nearest', () => {
    expect(problemAt('doctors.json', 'doctors[3].languages[1]')).toMatchObject({
      line: lineWith('doctors.json', '"Kanada"'),
      item: 'doctor "dr-vivek-menon" › language 2',
      message: '"Kanada" is not one of the values allowed here; did you mean "Kannada"? Choose one of: English, Kannada, Hindi, Tamil, Telugu',
    });
    expect(problemAt('articles/cardiac-arrest-what-to-do.json', 'body[0].type')).toMatchObject({
      item: 'body item 1',
      field: 'type',
      message: expect.stringMatching(/^"paragrph" is not a known type; did you mean "paragraph"\? The type must be one of: heading, paragraph, lead, picture, checklist, list$/),
    });
  });

  it('says a value of the wrong kind once, with the form to use', () => {
    expect(problemAt('site.json', 'phones.mobiles')).toMatchObject({
      field: 'phones › mobiles',
      message: 'must be a list in square brackets, like ["+91 80 4000 0000"] (it is "+91 80 4000 0000" now)',
    });
    expect(problemAt('articles/cardiac-arrest-what-to-do.json', 'body[5].colour').message).toBe(
      '"colour" is not a field this body item can have; remove it (the fields of this body item are: type, text)',
    );
  });

  it('uses the schema\'s own message where it has one', () => {
    expect(problemAt('doctors.json', 'doctors[4].experienceYears').message).toBe('experience is 35 years or fewer (it is 50 now)');
    expect(problemAt('site.json', 'email').message).toBe('must be an e-mail address (it is "info at hospital" now)');
    expect(problemAt('site.json', 'map.directionsUrl').message).toMatch(/^must be a full https:\/\/ address/);
    expect(problemAt('doctors.json', 'doctors[5].photo.src').message).toMatch(/^must be a path under content\/images in lower case/);
    expect(problemAt('home.json', 'hero.text').message).toBe('must not be empty');
  });

  it('explains numbers out of range, lists of the wrong length and text that is too long', () => {
    expect(problemAt('site.json', 'geo.latitude')).toMatchObject({ field: 'geo › latitude', message: 'must be at most 90 (it is 120 now)' });
    expect(problemAt('home.json', 'serviceTiles')).toMatchObject({
      line: lineWith('home.json', '"serviceTiles"'),
      message: 'the facilities strip needs at least one tile (it has 0 entries now)',
    });
    expect(problemAt('articles/cardiac-arrest-what-to-do.json', 'body[9].items').message).toBe('needs at least 2 entries (it has 1 entry now); add 1 more');
    expect(problemAt('home.json', 'slides[1].caption')).toMatchObject({
      item: expect.stringMatching(/^slide "x+…"$/),
      message: 'is too long: at most 120 characters (it has 130 characters now); shorten it by 10 characters',
    });
    expect(problemAt('articles/back-pain-which-doctor-to-see.json', 'featured').message).toBe('must be true or false, written without quotes (it is "yes" now)');
  });

  it('refuses dates that do not exist', () => {
    expect(problemAt('articles/cardiac-arrest-what-to-do.json', 'date')).toMatchObject({
      line: lineWith('articles/cardiac-arrest-what-to-do.json', '"date"'),
      message: expect.stringMatching(/^is not a real date: February 2025 has 28 days, so day 30 does not exist; write it YYYY-MM-DD/),
    });
    expect(problemAt('articles/cardiac-arrest-what-to-do.json', 'updated').message).toMatch(/^is not a real date: there is no month 15/);
  });

  it('refuses markup in plain-text fields, saying what to write instead', () => {
    expect(problemAt('home.json', 'welcome.paragraphs[0]')).toMatchObject({
      item: 'welcome › paragraph 1',
      message: expect.stringMatching(/^contains a link \(<a href="tel:123">\); links are not supported in text fields/),
    });
    expect(problemAt('articles/cardiac-arrest-what-to-do.json', 'body[2].text').message).toMatch(/^contains <br>; .*new paragraph entry/);
    expect(problemAt('articles/back-pain-which-doctor-to-see.json', 'body[0].text').message).toMatch(
      /^contains a link \(\[our guide\]\(https:\/\/example.org\)\); links are not supported/,
    );
  });

  it('suggests the nearest existing slug, icon or picture for a broken reference', () => {
    expect(problemAt('navigation.json', 'megaMenu[2]')).toMatchObject({
      line: lineWith('navigation.json', '"cardiolgy"'),
      item: 'megaMenu item 3',
      message: 'no department has the slug "cardiolgy"; did you mean "cardiology"?',
    });
    expect(problemAt('expertise.json', 'menuLinks[0].department').message).toBe('no department has the slug "orthopedics"; did you mean "orthopaedics"?');
    expect(problemAt('departments/cardiology.json', 'icon').message).toMatch(/"heart-puls" is not an icon .*; did you mean "heart-plus" or "heart-pulse"\?$/);
    expect(problemAt('departments/cardiology.json', 'services[0].picture.src')).toMatchObject({
      item: 'service "digital-ecg"',
      field: 'picture › src',
      message: 'picture "services/cardiology/digital-ecgg.svg" does not exist in content/images; did you mean "services/cardiology/digital-ecg.svg"?',
    });
  });

  it('gives a JSON syntax error its line, column and a hint', () => {
    expect(problemAt('announcements.json', '')).toMatchObject({
      line: lineWith('announcements.json', '"Saturday OPD now open until 5 pm",'),
      column: expect.any(Number),
      message: expect.stringMatching(/^the file is not valid JSON, so nothing else in it can be checked: there is a comma after the last item/),
    });
  });

  it('prints one group per file, each problem indented under it with line, item and field', () => {
    const block = report.split('\n\n').find((b) => b.startsWith('content/doctors.json\n'))!;
    expect(block).toBeDefined();
    const lines = block.split('\n').slice(1);
    expect(lines.length).toBe(problems.filter((p) => p.file === 'content/doctors.json').length);
    for (const line of lines) expect(line).toMatch(/^ {2}line \d+ · doctor "[^"]+" › /);
    expect(lines).toContain(
      `  line ${lineWith('doctors.json', '"experienceYears": "12"')} · doctor "dr-arjun-hegde" › experienceYears: must be a whole number written without quotes, like 12 (it is "12" now)  [doctors[0].experienceYears]`,
    );
    // sorted by line within the file
    const numbers = lines.map((l) => Number(/line (\d+)/.exec(l)![1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });
});

describe('places', () => {
  it('names items by id, slug, label, name, title, question or caption, else by their number', () => {
    const data = {
      doctors: [{ id: 'dr-a', name: 'Dr A' }],
      faqs: [{ question: 'Why?', answer: '…' }],
      body: [{ type: 'paragraph', text: 'x' }],
      options: [{ label: 'Cardiology' }],
    };
    expect(describePlace(data, ['doctors', 0, 'name'])).toMatchObject({ item: 'doctor "dr-a"', field: 'name', noun: 'doctor' });
    expect(describePlace(data, ['faqs', 0, 'answer'])).toMatchObject({ item: 'faq "Why?"', field: 'answer' });
    expect(describePlace(data, ['body', 0, 'text'])).toMatchObject({ item: 'body item 1', field: 'text', noun: 'body item' });
    expect(describePlace(data, ['options', 0])).toMatchObject({ item: 'option "Cardiology"', field: undefined });
    expect(describePlace(data, ['doctors', 3, 'name'])).toMatchObject({ item: 'doctor 4' });
    expect(describePlace(data, ['site', 'phones'])).toMatchObject({ item: undefined, field: 'site › phones' });
  });

  it('makes a list\'s name singular in a generic way', () => {
    expect(['doctors', 'services', 'testimonies', 'boxes', 'faqs', 'body', 'social', 'address'].map(singular)).toEqual([
      'doctor',
      'service',
      'testimony',
      'box',
      'faq',
      undefined,
      undefined,
      undefined,
    ]);
  });
});
