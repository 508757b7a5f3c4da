/** Spelling edits of a word, for respelling (respell.ts, near.ts). */

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export interface Edit {
  word: string;
  /** Swaps and deletions are few, so they may look in other shards; insertions and changes may not. */
  kind: 'swap' | 'delete' | 'insert' | 'change';
}

/** The words one edit away from a folded word. */
export function oneEditAway(word: string): Edit[] {
  const edits: Edit[] = [];
  for (let i = 0; i < word.length; i++) {
    if (i + 1 < word.length && word[i] !== word[i + 1])
      edits.push({ word: word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), kind: 'swap' });
    edits.push({ word: word.slice(0, i) + word.slice(i + 1), kind: 'delete' });
    for (const letter of LETTERS) {
      if (letter !== word[i]) edits.push({ word: word.slice(0, i) + letter + word.slice(i + 1), kind: 'change' });
    }
  }
  for (let i = 0; i <= word.length; i++) {
    for (const letter of LETTERS) edits.push({ word: word.slice(0, i) + letter + word.slice(i), kind: 'insert' });
  }
  return edits;
}
