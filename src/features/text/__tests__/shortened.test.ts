import { describe, expect, it } from 'vitest';
import { keepShortenedWhole } from '../shortened';

describe('keepShortenedWhole', () => {
  it('joins the ellipsis of a shortened token to what follows, so no line ends inside the token', () => {
    expect(keepShortenedWhole('4UWIqOKJ…8PJNkg==')).toBe('4UWIqOKJ…\u20608PJNkg==');
    expect(keepShortenedWhole('Signature 4UWI…kg== and AB…CD')).toBe('Signature 4UWI…\u2060kg== and AB…\u2060CD');
  });

  it('leaves an ellipsis at the end of a word or between words alone', () => {
    expect(keepShortenedWhole('and so on… more')).toBe('and so on… more');
    expect(keepShortenedWhole('wait … here')).toBe('wait … here');
  });
});
