import { describe, expect, it } from 'vitest';
import { doctorsMatching, getContent } from '@/lib/content/queries';
import { ALL_DOCTORS_LABEL, doctorMatches, filterSlug, legacyFilterData, legacyFilterTarget, resultSummary } from '@/lib/doctor-filter';
import { paths } from '@/lib/routes';

const { doctors, doctorFilter } = getContent();
const labels = doctorFilter.map((o) => o.label);

describe('doctor filter choices', () => {
  const doctor = (id: string, departments: string[]) => ({ id, departments });
  const team = [doctor('a', ['internalmedicine', 'generalmedicine']), doctor('b', ['internalmedicine']), doctor('c', ['physiotherapy'])];
  const matching = (choice: Parameters<typeof doctorMatches>[1]) => team.filter((d) => doctorMatches(d.departments, choice)).map((d) => d.id);

  it('list the doctors who work in any of the choice\'s departments, as each doctor says', () => {
    expect(matching({ label: 'Internal Medicine', departments: ['internalmedicine', 'generalmedicine'] })).toEqual(['a', 'b']);
    expect(matching({ label: 'General Medicine', departments: ['generalmedicine'] })).toEqual(['a']);
    expect(matching({ label: 'Dentistry', departments: ['dentistry'] })).toEqual([]);
  });

  it('"All" lists every doctor, also one no other choice lists', () => {
    expect(matching({ label: ALL_DOCTORS_LABEL })).toEqual(['a', 'b', 'c']);
  });

  it.each(labels)('the shipped choice "%s" shows the doctors its departments have, in the order of doctors.json', (label) => {
    const choice = doctorFilter.find((o) => o.label === label)!;
    const expected = label === ALL_DOCTORS_LABEL ? doctors : doctors.filter((d) => d.departments.some((s) => choice.departments?.includes(s)));
    expect(doctorsMatching(label).map((d) => d.id)).toEqual(expected.map((d) => d.id));
  });

  it('no label or "All" means every doctor', () => {
    for (const label of [undefined, '', ALL_DOCTORS_LABEL]) expect(doctorsMatching(label)).toHaveLength(doctors.length);
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
    const addresses = labels.filter((l) => l !== ALL_DOCTORS_LABEL).map((l) => paths.doctorsIn(l));
    expect(new Set(addresses).size).toBe(labels.length - 1);
    expect(paths.doctorsIn('Obstetrics & Gynaecology')).toBe('/ourdoctor/department/obstetrics-gynaecology/');
    expect(paths.doctorsIn('Orthopedics', 2)).toBe('/ourdoctor/department/orthopedics/page/2/');
  });
});

describe('old ?department= links', () => {
  const targets = Object.fromEntries(labels.filter((l) => l !== ALL_DOCTORS_LABEL).map((l) => [l, paths.doctorsIn(l)]));
  /** Reads the data as /ourdoctor/ carries it, then where the site script would send this query string, if anywhere. */
  function redirectOf(search: string, hash = ''): string | undefined {
    return legacyFilterTarget(JSON.parse(legacyFilterData(targets)) as Record<string, string>, search, hash);
  }

  it.each(labels.filter((l) => l !== ALL_DOCTORS_LABEL))('go on from ?department=%s to its own page', (label) => {
    expect(redirectOf(`?department=${encodeURIComponent(label)}`)).toBe(paths.doctorsIn(label));
  });

  it('forgive letter case and spaces, and keep a fragment', () => {
    expect(redirectOf('?department=%20orthopedics%20')).toBe('/ourdoctor/department/orthopedics/');
    expect(redirectOf('?department=Orthopedics', '#doctors-list')).toBe('/ourdoctor/department/orthopedics/#doctors-list');
  });

  it('leave the page alone when they ask for nothing, for All or for an unknown label', () => {
    expect(redirectOf('')).toBeUndefined();
    expect(redirectOf('?department=')).toBeUndefined();
    expect(redirectOf('?department=All')).toBeUndefined();
    expect(redirectOf('?department=Dentistry')).toBeUndefined();
  });

  it('cannot be closed early by a label holding "</script>"', () => {
    const data = legacyFilterData({ '</script><script>alert(1)</script>': '/x/' });
    expect(data).not.toContain('</script');
    expect(JSON.parse(data)).toEqual({ '</script><script>alert(1)</script>': '/x/' });
  });
});

describe('resultSummary', () => {
  it('says how many doctors are shown and where', () => {
    expect(resultSummary(4, 'Orthopedics')).toBe('4 doctors in Orthopedics');
    expect(resultSummary(1, 'Cardiology')).toBe('1 doctor in Cardiology');
    expect(resultSummary(40, 'All')).toBe('40 doctors in all departments');
  });
});
