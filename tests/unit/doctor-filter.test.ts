import { describe, expect, it } from 'vitest';
import { doctorsMatching, getContent } from '@/lib/content/queries';
import { ALL_DOCTORS_LABEL, labelFromSearch, matchingDoctorIds, resultSummary } from '@/lib/doctor-filter';
import { paths } from '@/lib/routes';

const { doctors, doctorFilter } = getContent();
const labels = doctorFilter.map((o) => o.label);

/** Doctors per option, from the spec's department counts (Psychotherapy is ours: one psychologist). */
const EXPECTED_COUNTS: Record<string, number> = {
  All: 27,
  'Interventional Radiologist': 1,
  Orthopedics: 4,
  Neurosurgery: 2,
  'Internal Medicine': 2,
  Cardiology: 1,
  Pediatric: 2,
  'Plastic Surgery': 3,
  'General Surgery': 2,
  'Obstetrics & Gynaecology': 2,
  'Anesthesiology & Critical Care': 4,
  Psychiatry: 1,
  Psychotherapy: 1,
  Urology: 1,
  Gastroenterology: 1,
};

describe('doctor filter options', () => {
  it('offers the 15 options of the spec, starting with All', () => {
    expect(labels).toEqual(Object.keys(EXPECTED_COUNTS));
    expect(labels[0]).toBe(ALL_DOCTORS_LABEL);
  });

  it.each(labels)('"%s" matches exactly the doctors whose departments include it', (label) => {
    const matched = doctorsMatching(label);
    expect(matched).toHaveLength(EXPECTED_COUNTS[label]!);
    const expected = label === ALL_DOCTORS_LABEL ? doctors : doctors.filter((d) => d.departments.includes(label));
    expect(matched.map((d) => d.id)).toEqual(expected.map((d) => d.id));
    // the client island's light list gives the same answer as the server query
    expect(matchingDoctorIds(doctors.map((d) => ({ id: d.id, departments: d.departments })), label)).toEqual(matched.map((d) => d.id));
  });

  it('no label or "All" means every doctor', () => {
    expect(doctorsMatching(undefined)).toHaveLength(27);
    expect(doctorsMatching('')).toHaveLength(27);
    expect(doctorsMatching('All')).toHaveLength(27);
  });
});

describe('labelFromSearch', () => {
  it.each(labels)('reads "%s" back from the URL that paths.doctorsIn builds', (label) => {
    const search = new URL(`http://x${paths.doctorsIn(label)}`).search;
    expect(labelFromSearch(search, labels)).toBe(label);
  });

  it('starts on All when the URL asks for nothing', () => {
    expect(labelFromSearch('', labels)).toBe('All');
    expect(labelFromSearch('?department=', labels)).toBe('All');
    expect(labelFromSearch('?other=1', labels)).toBe('All');
  });

  it('falls back to All for a label that is not an option', () => {
    expect(labelFromSearch('?department=Dentistry', labels)).toBe('All');
  });

  it('forgives the letter case of a hand-typed label', () => {
    expect(labelFromSearch('?department=orthopedics', labels)).toBe('Orthopedics');
  });
});

describe('resultSummary', () => {
  it('says how many doctors are shown and where', () => {
    expect(resultSummary(4, 'Orthopedics')).toBe('4 doctors in Orthopedics');
    expect(resultSummary(1, 'Cardiology')).toBe('1 doctor in Cardiology');
    expect(resultSummary(27, 'All')).toBe('27 doctors in all departments');
  });
});
