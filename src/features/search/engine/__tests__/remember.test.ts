import { describe, expect, it, vi } from 'vitest';
import { remember, WORDS_REMEMBERED } from '../remember';

describe('remember', () => {
  it('computes a word once and answers it again from memory, null included', () => {
    const compute = vi.fn((word: string) => (word === 'the' ? null : word.toUpperCase()));
    const cached = remember(compute);
    expect([cached('till'), cached('till'), cached('the'), cached('the')]).toEqual(['TILL', 'TILL', null, null]);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('empties its memory once it holds WORDS_REMEMBERED words, and still answers', () => {
    const compute = vi.fn((word: string) => word.length);
    const cached = remember(compute);
    for (let index = 0; index < WORDS_REMEMBERED; index++) cached(`w${index}`);
    expect(cached('w0')).toBe(2);
    expect(compute).toHaveBeenCalledTimes(WORDS_REMEMBERED);
    cached('one more');
    expect(cached('w0')).toBe(2);
    expect(compute).toHaveBeenCalledTimes(WORDS_REMEMBERED + 2);
  });
});
