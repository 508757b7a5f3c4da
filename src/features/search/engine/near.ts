import { oneEditAway } from './edits';
import { SHARD_KEY_LENGTH } from './indexOptions';
import type { Lookup } from './respell';

/**
 * A term's forms with one of its first letters left out that lead to another shard: "ticketbai"
 * gives "icketbai", "tcketbai" and "tiketbai". The build lists each term of MIN_RESPELL_LENGTH
 * letters or more under these forms, in the near file of the form's shard key, where a reader's
 * word that left out or mistyped that letter looks (nearCandidates).
 */
export function nearForms(term: string): string[] {
  const forms = new Set<string>();
  const key = term.slice(0, SHARD_KEY_LENGTH);
  for (let at = 0; at < Math.min(SHARD_KEY_LENGTH, term.length); at++) {
    const form = term.slice(0, at) + term.slice(at + 1);
    if (form.slice(0, SHARD_KEY_LENGTH) !== key) forms.add(form);
  }
  return [...forms];
}

/** A near file: terms by their forms (nearForms), each with the number of sections it occurs in. */
export type NearTerms = ReadonlyMap<string, readonly (readonly [term: string, sections: number])[]>;

/**
 * A word of this length or more (as an index term) is also respelled by a letter mistyped among
 * its first three. Measured on 115 words of the pages' headings with one of their first three
 * letters changed, and 63 common German words the pages do not use: from 7 letters, 50 of the 115
 * are restored and no German word changes; from 6 or 5, 71 or 78 are restored, but "fester"
 * becomes faster and "cuptomer" custom. Shorter words are common words the index lacks more often
 * than typos ("lassen" would become kassen).
 */
export const NEAR_CHANGE_LENGTH = 7;

/**
 * The terms one edit away whose edit is among the word's first three letters, with the number of
 * sections each occurs in, from the near files (nearForms): the word as typed is a term with one
 * of those letters left out ("tiketbai" for ticketbai); for a word of NEAR_CHANGE_LENGTH letters or
 * more, the word with one of them left out is a term with one of them mistyped ("xonfiguration"
 * for configuration).
 */
export async function nearCandidates(term: string, lookup: Lookup): Promise<(readonly [string, number])[]> {
  if (!lookup.near) return [];
  const forms = term.length >= NEAR_CHANGE_LENGTH ? [term, ...nearForms(term)] : [term];
  const oneEdit = new Set(oneEditAway(term).map((edit) => edit.word));
  const candidates: (readonly [string, number])[] = [];
  for (const form of forms) {
    for (const entry of (await lookup.near(lookup.keyOf(form))).get(form) ?? []) {
      if (oneEdit.has(entry[0])) candidates.push(entry);
    }
  }
  return candidates;
}
