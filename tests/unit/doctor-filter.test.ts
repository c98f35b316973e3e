import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '@/lib/content/read';
import { doctorsMatching, getContent } from '@/lib/content/queries';
import { TRANSLATIONS } from '@/lib/i18n/languages';
import { ALL_DOCTORS, ALL_DOCTORS_LABEL, doctorMatches, filterSlug, legacyFilterData, legacyFilterTarget } from '@/lib/doctor-filter';
import { ui } from '@/lib/i18n/ui';
import { paths } from '@/lib/routes';

const { doctors, doctorFilter } = getContent();
const keys = doctorFilter.map((o) => o.key);

describe('doctor filter choices', () => {
  const doctor = (id: string, departments: string[]) => ({ id, departments });
  const team = [doctor('a', ['internalmedicine', 'generalmedicine']), doctor('b', ['internalmedicine']), doctor('c', ['physiotherapy'])];
  const matching = (choice: Parameters<typeof doctorMatches>[1]) => team.filter((d) => doctorMatches(d.departments, choice)).map((d) => d.id);

  it('list the doctors who work in any of the choice\'s departments, as each doctor says', () => {
    expect(matching({ key: 'internal-medicine', departments: ['internalmedicine', 'generalmedicine'] })).toEqual(['a', 'b']);
    expect(matching({ key: 'general-medicine', departments: ['generalmedicine'] })).toEqual(['a']);
    expect(matching({ key: 'dentistry', departments: ['dentistry'] })).toEqual([]);
  });

  it('"All" lists every doctor, also one no other choice lists', () => {
    expect(matching({ key: ALL_DOCTORS })).toEqual(['a', 'b', 'c']);
  });

  it.each(keys)('the shipped choice "%s" shows the doctors its departments have, in the order of doctors.json', (key) => {
    const choice = doctorFilter.find((o) => o.key === key)!;
    const expected = key === ALL_DOCTORS ? doctors : doctors.filter((d) => d.departments.some((s) => choice.departments?.includes(s)));
    expect(doctorsMatching(key).map((d) => d.id)).toEqual(expected.map((d) => d.id));
  });

  it('"all" means every doctor; each choice\'s key comes from its English label, the same in every language', () => {
    expect(doctorsMatching(ALL_DOCTORS)).toHaveLength(doctors.length);
    expect(doctorFilter[0]!.label).toBe(ALL_DOCTORS_LABEL);
    for (const o of doctorFilter) expect(o.key).toBe(filterSlug(o.label));
    for (const lang of TRANSLATIONS) expect(getContent(lang).doctorFilter.map((o) => o.key), lang).toEqual(keys);
  });

  // A choice may be published in English first (content/README.md, "Kannada and Hindi"): until its translation is
  // stamped, the language's list shows the English words, and the page says so.
  it.each(TRANSLATIONS)('in %s, each label is the translation\'s where it is translated and up to date, else the English one', (lang) => {
    const { doctorFilter: translated, translation } = getContent(lang);
    const gaps = translation?.gaps['doctor-filter.json'] ?? [];
    const wholeInEnglish = gaps.some((g) => g.item === 'options' && g.kind !== 'partial');
    const missing = new Set(gaps.flatMap((g) => g.fields ?? []));
    const file = path.join(contentDir(), lang, 'doctor-filter.json');
    const overlay: { options?: { label?: string }[] } | undefined = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
    const expected = doctorFilter.map((o, i) =>
      !overlay || wholeInEnglish || missing.has(`options[${i}].label`) || missing.has(`options[${i}]`) ? o.label : overlay.options![i]!.label,
    );
    expect(translated.map((o) => o.label)).toEqual(expected);
  });
});

describe('each option has its own page', () => {
  it('gets a readable address segment from its label', () => {
    expect(filterSlug('Orthopedics')).toBe('orthopedics');
    expect(filterSlug('Obstetrics & Gynaecology')).toBe('obstetrics-gynaecology');
    expect(filterSlug('Anesthesiology & Critical Care')).toBe('anesthesiology-critical-care');
    expect(filterSlug('  Paediatrics (Children) ')).toBe('paediatrics-children');
    expect(filterSlug('Médecine générale')).toBe('medecine-generale');
  });

  it('every shipped option has its own address, and paths.doctorsIn builds it', () => {
    const addresses = keys.filter((k) => k !== ALL_DOCTORS).map((k) => paths.doctorsIn(k));
    expect(new Set(addresses).size).toBe(keys.length - 1);
    expect(paths.doctorsIn(filterSlug('Obstetrics & Gynaecology'))).toBe('/ourdoctor/department/obstetrics-gynaecology/');
    expect(paths.doctorsIn('orthopedics', 2)).toBe('/ourdoctor/department/orthopedics/page/2/');
    expect(paths.doctorsIn(ALL_DOCTORS, 2)).toBe(paths.doctors(2));
  });
});

describe('old ?department= links', () => {
  const choices = doctorFilter.filter((o) => o.key !== ALL_DOCTORS);
  const targets = Object.fromEntries(choices.map((o) => [o.label, paths.doctorsIn(o.key)]));
  /** Reads the data as /ourdoctor/ carries it, then where the site script would send this query string, if anywhere. */
  function redirectOf(search: string, hash = ''): string | undefined {
    return legacyFilterTarget(JSON.parse(legacyFilterData(targets)) as Record<string, string>, search, hash);
  }

  it.each(choices.map((o) => o.label))('go on from ?department=%s to its own page', (label) => {
    expect(redirectOf(`?department=${encodeURIComponent(label)}`)).toBe(paths.doctorsIn(filterSlug(label)));
  });

  it('forgive letter case and spaces, and keep a fragment', () => {
    // the content's first choice besides "All", or one of the test's own where the content has none
    const [label, target] = Object.entries(targets)[0] ?? ['Orthopedics', paths.doctorsIn(filterSlug('Orthopedics'))];
    const of = (search: string, hash = '') => legacyFilterTarget(JSON.parse(legacyFilterData({ [label]: target })) as Record<string, string>, search, hash);
    expect(of(`?department=${encodeURIComponent(` ${label.toUpperCase()} `)}`)).toBe(target);
    expect(of(`?department=${encodeURIComponent(label.toLowerCase())}`, '#doctors-list')).toBe(`${target}#doctors-list`);
  });

  it('leave the page alone when they ask for nothing, for All or for an unknown label', () => {
    expect(redirectOf('')).toBeUndefined();
    expect(redirectOf('?department=')).toBeUndefined();
    expect(redirectOf('?department=All')).toBeUndefined();
    // a label no choice has: "Dentistry" (the guide's example of a new department), or "Dentistry 2" … if the content has that choice
    const labels = new Set(choices.map((o) => o.label.trim().toLowerCase()));
    const unknown = ['Dentistry', ...Array.from({ length: choices.length }, (_, i) => `Dentistry ${i + 2}`)].find((l) => !labels.has(l.toLowerCase()))!;
    expect(redirectOf(`?department=${encodeURIComponent(unknown)}`)).toBeUndefined();
  });

  it('cannot be closed early by a label holding "</script>"', () => {
    const data = legacyFilterData({ '</script><script>alert(1)</script>': '/x/' });
    expect(data).not.toContain('</script');
    expect(JSON.parse(data)).toEqual({ '</script><script>alert(1)</script>': '/x/' });
  });
});

describe('the result summary', () => {
  it('says how many doctors are shown and where', () => {
    const t = ui('en').doctors.directory;
    expect(t.summaryIn(4, 'Orthopedics')).toBe('4 doctors in Orthopedics');
    expect(t.summaryIn(1, 'Cardiology')).toBe('1 doctor in Cardiology');
    expect(t.summaryAll(40)).toBe('40 doctors in all departments');
  });
});
