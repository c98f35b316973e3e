import { describe, expect, it } from 'vitest';
import { doctorsAcrossDepartments } from '@/lib/content/queries';

const doctor = (id: string, ...departments: string[]) => ({ id, departments });

describe("the home page's doctors (doctorsAcrossDepartments)", () => {
  const team = [
    doctor('a1', 'ortho'),
    doctor('a2', 'ortho', 'spine'),
    doctor('a3', 'ortho'),
    doctor('b1', 'cardio'),
    doctor('c1', 'spine', 'ortho'),
    doctor('b2', 'cardio'),
  ];

  it('takes turns between main departments, in the order of the list', () => {
    expect(doctorsAcrossDepartments(team, 10).map((d) => d.id)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('stops at the limit, one from each department first', () => {
    expect(doctorsAcrossDepartments(team, 4).map((d) => d.id)).toEqual(['a1', 'b1', 'c1', 'a2']);
  });

  it('shows nothing for no doctors, and every doctor of a team smaller than the limit', () => {
    expect(doctorsAcrossDepartments([], 5)).toEqual([]);
    expect(doctorsAcrossDepartments(team, team.length)).toHaveLength(team.length);
  });
});
