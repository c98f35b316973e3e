import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { ContentError, formatProblem } from '@/lib/content/problems';
import { contentDir } from '@/lib/content/read';
import { editJson } from '../support/edit-json';

// the content the tests run on: content/, or the folder CONTENT_DIR names
const shipped = contentDir();
// The tests that break content break a copy of the test fixture, never the shipped sample the editors change:
// the doctors, departments and files named below are the fixture's.
const fixture = path.join(process.cwd(), 'tests/fixtures/content');
const copies: string[] = [];

/** A scratch copy of the test fixture's content that a test may break. */
function copyOfContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(fixture, dir, { recursive: true });
  copies.push(dir);
  return dir;
}

function messages(dir: string): string[] {
  const { content, problems } = loadContent(dir);
  expect(content).toBeUndefined();
  return problems.map(formatProblem).map((m) => m.replace(dir + path.sep, 'content/'));
}

afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('content validation', () => {
  it('accepts the shipped content', () => {
    const { content, problems } = loadContent(shipped);
    expect(problems.map(formatProblem)).toEqual([]);
    // every file and every entry is read, however many the editors keep
    const files = (folder: string) => fs.readdirSync(path.join(shipped, folder)).filter((n) => n.endsWith('.json'));
    expect(content?.doctors).toHaveLength(JSON.parse(fs.readFileSync(path.join(shipped, 'doctors.json'), 'utf8')).doctors.length);
    expect(content?.departments).toHaveLength(files('departments').length);
    expect(content?.articles).toHaveLength(files('articles').length);
  });

  it('names the file and position of broken JSON syntax', () => {
    const dir = copyOfContent();
    const file = path.join(dir, 'doctors.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"doctors": [', '"doctors": [,'));
    expect(messages(dir)).toEqual([
      expect.stringMatching(/^content\/doctors\.json, line 3, column \d+: the file is not valid JSON, so nothing else in it can be checked: there is one comma too many here/),
    ]);
  });

  it('names a missing field by its path', () => {
    const dir = copyOfContent();
    editJson(dir, 'doctors.json', (d) => delete d.doctors[2].name);
    expect(messages(dir)).toEqual([
      expect.stringMatching(/^content\/doctors\.json, line \d+ · doctor "dr-kavya-shetty" › name: is missing; add "name" to this doctor, with text in double quotes  \[doctors\[2\]\.name\]$/),
    ]);
  });

  it('names a field of the wrong type', () => {
    const dir = copyOfContent();
    editJson(dir, 'doctors.json', (d) => (d.doctors[0].experienceYears = 'twelve'));
    expect(messages(dir)).toEqual([
      expect.stringMatching(/^content\/doctors\.json, line \d+ · doctor "dr-arjun-hegde" › experienceYears: must be a whole number written without quotes \(it is "twelve" now\)/),
    ]);
  });

  it('rejects an unknown (for example misspelled) field', () => {
    const dir = copyOfContent();
    editJson(dir, 'doctors.json', (d) => (d.doctors[1].nmae = 'Typo'));
    expect(messages(dir)).toEqual([
      expect.stringMatching(/^content\/doctors\.json, line \d+ · doctor "dr-mahesh-gowda" › nmae: "nmae" is not a field this doctor can have; did you mean "name"\?/),
    ]);
  });

  it('catches a doctor who works in a department that does not exist', () => {
    const dir = copyOfContent();
    editJson(dir, 'doctors.json', (d) => (d.doctors[0].departments = ['nowhere']));
    expect(messages(dir)).toContainEqual(expect.stringMatching(/^content\/doctors\.json, line \d+ · doctor ".+" › department 1: no department has the slug "nowhere"/));
  });

  it('catches a duplicate doctor id and a duplicate service slug', () => {
    const dir = copyOfContent();
    editJson(dir, 'doctors.json', (d) => (d.doctors[5].id = d.doctors[4].id));
    editJson(dir, 'departments/orthopaedics.json', (d) => (d.services[1].slug = d.services[0].slug));
    const found = messages(dir);
    expect(found).toContainEqual(
      expect.stringMatching(/^content\/doctors\.json, line \d+ · doctor "dr-rohan-kulkarni" › id: "dr-rohan-kulkarni" is already the id of an earlier doctor \(number 5 in the list\)/),
    );
    expect(found).toContainEqual(expect.stringMatching(/^content\/departments\/orthopaedics\.json, line \d+ · service ".+" › slug: ".+" is used twice/));
  });

  it('keeps doctor ids and filter labels from clashing with the directory\'s own page addresses', () => {
    const dir = copyOfContent();
    editJson(dir, 'doctors.json', (d) => (d.doctors.at(-1).id = 'page'));
    editJson(dir, 'doctor-filter.json', (d) => (d.options[3].label = 'ORTHOPEDICS'));
    const found = messages(dir);
    expect(found).toContainEqual(expect.stringMatching(/^content\/doctors\.json, line \d+ · doctor "page" › id: "page" cannot be a doctor id: \/ourdoctor\/page\/ is part of the doctors' directory/));
    expect(found).toContainEqual(
      expect.stringMatching(
        /^content\/doctor-filter\.json, line \d+ · option "ORTHOPEDICS" › label: "ORTHOPEDICS" makes the same page address \(\/ourdoctor\/department\/orthopedics\/\) as "Orthopedics"; change one of them/,
      ),
    );
  });

  it("keeps service slugs from clashing with the address of a department's further service pages", () => {
    const dir = copyOfContent();
    editJson(dir, 'departments/orthopaedics.json', (d) => (d.services[0].slug = 'services'));
    expect(messages(dir)).toContainEqual(
      expect.stringMatching(
        /^content\/departments\/orthopaedics\.json, line \d+ · service "services" › slug: "services" cannot be a service slug: the service's page would be \/mainservice\/orthopaedics\/services\/, an address the further pages of this department's services use; choose another slug/,
      ),
    );
  });

  it('catches a picture file that does not exist', () => {
    const dir = copyOfContent();
    editJson(dir, 'doctors.json', (d) => (d.doctors[3].photo.src = 'doctors/not-there.jpg'));
    expect(messages(dir)).toContainEqual(
      expect.stringMatching(/^content\/doctors\.json, line \d+ · doctor "dr-vivek-menon" › photo › src: picture "doctors\/not-there\.jpg" does not exist in content\/images/),
    );
  });

  it('explains a malformed phone number', () => {
    const dir = copyOfContent();
    editJson(dir, 'site.json', (d) => (d.phones.hospital = '+91 80 4000'));
    expect(messages(dir)).toEqual([
      expect.stringMatching(/^content\/site\.json, line \d+ · phones › hospital: must have exactly 10 digits after \+91, like "\+91 80 4000 0000" \(it is "\+91 80 4000" now\)$/),
    ]);
  });

  it('reports every problem at once, across files', () => {
    const dir = copyOfContent();
    editJson(dir, 'site.json', (d) => (d.email = 'not-an-address'));
    editJson(dir, 'doctors.json', (d) => (d.doctors[0].experienceYears = 50));
    editJson(dir, 'departments/dermatology.json', (d) => (d.services[0].summary = 'x'.repeat(200)));
    const found = messages(dir);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^content\/site\.json, line \d+ · email: must be an e-mail address \(it is "not-an-address" now\)$/);
    expect(found[1]).toMatch(/^content\/doctors\.json, line \d+ · doctor "dr-arjun-hegde" › experienceYears: experience is 35 years or fewer \(it is 50 now\)/);
    expect(found[2]).toMatch(/^content\/departments\/dermatology\.json, line \d+ · service ".+" › summary: a service summary is at most 160 characters \(it has 200 characters now\)/);
  });

  it('lists the same grouped problems in the error the site build throws', () => {
    const dir = copyOfContent();
    editJson(dir, 'site.json', (d) => (d.email = 'not-an-address'));
    editJson(dir, 'doctors.json', (d) => (d.doctors[0].experienceYears = 50));
    const { problems } = loadContent(dir);
    const message = new ContentError(problems).message.replaceAll(dir + path.sep, 'content/');
    expect(message).toMatch(
      /^The content has 2 problems in 2 files \(run npm run content:check\):\n\ncontent\/site\.json\n {2}line \d+ · email: must be an e-mail address \(it is "not-an-address" now\)\n\ncontent\/doctors\.json\n {2}line \d+ · doctor "dr-arjun-hegde" › experienceYears: experience is 35 years or fewer \(it is 50 now\)  \[doctors\[0\]\.experienceYears\]$/,
    );
  });
});
