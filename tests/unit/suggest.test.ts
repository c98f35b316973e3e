import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearest } from '@/lib/content/suggest';

describe('editDistance', () => {
  it('counts single-character edits, a swap of neighbours as one', () => {
    expect(editDistance('name', 'name')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('cardiolgy', 'cardiology')).toBe(1); // a letter left out
    expect(editDistance('nmae', 'name')).toBe(1); // two letters swapped
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('Kanada', 'Kannada')).toBe(1);
  });
});

describe('nearest', () => {
  const departments = ['cardiology', 'dermatology', 'nephrology', 'neurosurgery', 'orthopaedics', 'urology'];

  it('finds the name an editor most likely meant', () => {
    expect(nearest('cardiolgy', departments)).toBe('cardiology');
    expect(nearest('orthopedics', departments)).toBe('orthopaedics');
    expect(nearest('urolgy', departments)).toBe('urology');
    expect(nearest('nmae', ['id', 'name', 'title'])).toBe('name');
  });

  it('ignores letter case, spaces and hyphens', () => {
    expect(nearest('Cardiology', departments)).toBe('cardiology');
    expect(nearest('dr asha rao', ['dr-asha-rao', 'dr-ravi-rao'])).toBe('dr-asha-rao');
  });

  it('suggests nothing when no name is close, or the word is itself a candidate', () => {
    expect(nearest('gastroenterology', departments)).toBeUndefined();
    expect(nearest('xyz', ['id', 'name'])).toBeUndefined();
    expect(nearest('urology', departments)).toBeUndefined();
    expect(nearest('anything', [])).toBeUndefined();
  });

  it('words the suggestion for a message', () => {
    expect(didYouMean('cardiolgy', departments)).toBe('; did you mean "cardiology"?');
    expect(didYouMean('gastro', departments)).toBe('');
    expect(didYouMean('heart-puls', ['heart', 'heart-plus', 'heart-pulse'])).toBe('; did you mean "heart-plus" or "heart-pulse"?');
  });
});
