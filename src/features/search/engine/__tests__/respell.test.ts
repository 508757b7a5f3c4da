import { describe, expect, it } from 'vitest';
import { shardKey } from '../indexOptions';
import {
  germanNoun,
  knownStart,
  MIN_RESPELL_LENGTH,
  oneEditAway,
  replacement,
  respell,
  respellWord,
  shardTerms,
  splitCompound,
  type Lookup,
  widen,
} from '../respell';
import { nearForms, type NearTerms } from '../near';
import { processTerm } from '../tokenizer';

/** A lookup over a word list, split into shards as the index is, recording the shards it reads. */
function lookupOf(counts: Record<string, number>) {
  const shards = new Map<string, Map<string, number>>();
  for (const [word, count] of Object.entries(counts)) {
    const term = processTerm(word)!;
    const shard = shards.get(shardKey(term)) ?? new Map<string, number>();
    shard.set(term, count);
    shards.set(shardKey(term), shard);
  }
  const read: string[] = [];
  const lookup: Lookup = {
    keyOf: shardKey,
    exists: (key) => shards.has(key),
    terms: (key) => {
      read.push(key);
      return Promise.resolve(shards.get(key)!);
    },
  };
  return { lookup, read };
}

/** lookupOf with near files, as the build writes them (sectionIndex.ts nearFiles), recording those it reads. */
function lookupWithNear(counts: Record<string, number>) {
  const { lookup, read } = lookupOf(counts);
  const near = new Map<string, Map<string, [string, number][]>>();
  for (const [word, count] of Object.entries(counts)) {
    const term = processTerm(word)!;
    if (term.length < MIN_RESPELL_LENGTH) continue;
    for (const form of nearForms(term)) {
      const file = near.get(shardKey(form)) ?? new Map<string, [string, number][]>();
      file.set(form, [...(file.get(form) ?? []), [term, count]]);
      near.set(shardKey(form), file);
    }
  }
  const nearRead: string[] = [];
  const withNear: Lookup = {
    ...lookup,
    near: (key) => {
      nearRead.push(key);
      return Promise.resolve<NearTerms>(near.get(key) ?? new Map());
    },
  };
  return { lookup: withNear, read, nearRead };
}

const WORDS = {
  germany: 20,
  german: 4,
  portugal: 9,
  sweden: 7,
  ticketbai: 3,
  ekasa: 2,
  kassa: 30,
  receipt: 90,
  storno: 12,
  bon: 9,
  stornobou: 1,
  gutschein: 6,
  verkauf: 8,
  kasse: 15,
  differenz: 2,
  tragen: 3,
};

describe('oneEditAway', () => {
  it('counts a swap of neighbouring letters as one edit, besides deletions, changes and insertions', () => {
    const words = oneEditAway('gremany').map((edit) => edit.word);
    expect(words).toContain('germany');
    expect(oneEditAway('sewden').find((edit) => edit.word === 'sweden')?.kind).toBe('swap');
    expect(oneEditAway('ab').map((edit) => edit.word)).toEqual(expect.arrayContaining(['ba', 'b', 'a', 'cb', 'abc']));
  });
});

describe('respellWord', () => {
  it('leaves a word the index knows, or starts, as it is', async () => {
    const { lookup } = lookupOf(WORDS);
    expect(await respellWord('Germany', lookup, false)).toBeNull();
    expect(await respellWord('recei', lookup, true)).toBeNull();
  });

  it('corrects a swap among the first three letters, reading the shard it leads to', async () => {
    const { lookup, read } = lookupOf(WORDS);
    expect(await respellWord('Gremany', lookup, false)).toBe('germany');
    expect(read).toContain('ger');
    expect(await respellWord('Protugal', lookup, false)).toBe('portugal');
    expect(await respellWord('tikcetbai', lookup, false)).toBe('ticketbai');
  });

  it('corrects a swap in a six-letter word, beyond the one Levenshtein edit of the fuzzy match', async () => {
    const { lookup } = lookupOf(WORDS);
    expect(await respellWord('Sewden', lookup, false)).toBe('sweden');
  });

  it('prefers a candidate that keeps the first letter to a more frequent one that does not', async () => {
    const { lookup } = lookupOf(WORDS);
    expect(await respellWord('ekassa', lookup, false)).toBe('ekasa');
  });

  it('leaves short words, codes with digits and words with nothing one edit away alone', async () => {
    const { lookup } = lookupOf(WORDS);
    expect(await respellWord('tse', lookup, false)).toBeNull();
    expect(await respellWord('eet20', lookup, false)).toBeNull();
    expect(await respellWord('zzzzzzz', lookup, false)).toBeNull();
  });

  it('respells a four-letter word only by a swap of two letters (rskv → rksv, not kasse → kassa)', async () => {
    const { lookup } = lookupOf({ ...WORDS, rksv: 5, dsfk: 1 });
    expect(await respellWord('rskv', lookup, false)).toBe('rksv');
    // "dsfx" is one change from the known "dsfk": a four-letter code, left as typed.
    expect(await respellWord('dsfx', lookup, false)).toBeNull();
  });

  it('does not read shards of insertions or changes among the first letters (too many to fetch)', async () => {
    const { lookup, read } = lookupOf(WORDS);
    // "grmany" needs an inserted "e" in the first three letters: another shard, not read.
    expect(await respellWord('grmany', lookup, false)).toBeNull();
    expect(read).not.toContain('ger');
  });

  it('restores a letter left out among the first three from the near files, not every shard', async () => {
    const { lookup, read, nearRead } = lookupWithNear(WORDS);
    // The index term (germany is stemmed as germani), which the query takes as its word.
    expect(processTerm((await respellWord('grmany', lookup, false))!)).toBe(processTerm('germany'));
    expect(await respellWord('tiketbai', lookup, false)).toBe('ticketbai');
    expect(read).not.toContain('ger');
    expect(read).not.toContain('tic');
    expect(nearRead).toEqual(expect.arrayContaining(['grm', 'tik']));
  });

  it('lists a term under its forms without one of the first three letters that lead to another shard', () => {
    expect(nearForms('ticketbai')).toEqual(['icketbai', 'tcketbai', 'tiketbai']);
    // "kassen" without its third letter is still in the shard "kas", which respelling reads anyway.
    expect(nearForms('kassen')).toEqual(['assen', 'kssen']);
  });

  it('corrects a letter mistyped among the first three only in words of NEAR_CHANGE_LENGTH letters or more', async () => {
    const { lookup } = lookupWithNear({ ...WORDS, kassen: 20 });
    expect(processTerm((await respellWord('xermany', lookup, false))!)).toBe(processTerm('germany'));
    expect(await respellWord('tivketbai', lookup, false)).toBe('ticketbai');
    // A shorter word the index lacks is more often a common word than a typo: "lassen" is not kassen.
    expect(await respellWord('lassen', lookup, false)).toBeNull();
  });

  it('accepts the start of a known word as the last word of a query, as it is being typed', async () => {
    const { lookup } = lookupOf(WORDS);
    expect(await respellWord('erceip', lookup, true)).toBe('receip');
    expect(await respellWord('erceip', lookup, false)).toBeNull();
  });
});

describe('splitCompound', () => {
  it('takes a German compound apart into two known words, with or without a linking letter', async () => {
    const { lookup } = lookupOf(WORDS);
    expect(await splitCompound('Gutscheinverkauf', lookup, false)).toBe('gutschein verkauf');
    expect(await splitCompound('Kassendifferenz', lookup, false)).toBe('kasse differenz');
  });

  it('does not split at a verb prefix or leave a part shorter than three letters', async () => {
    const { lookup } = lookupOf({ ...WORDS, weiter: 5, leiten: 3, en: 9 });
    expect(await splitCompound('weiterleiten', lookup, false)).toBeNull();
    expect(await splitCompound('kasseen', lookup, false)).toBeNull();
  });
});

describe('replacement', () => {
  it('takes a German verb the index lacks for its noun in -ung where the index knows that', async () => {
    const { lookup } = lookupOf({ ...WORDS, buchung: 4, anderung: 6, buche: 9 });
    expect(await replacement('buchen', lookup, false)).toBe('buchung');
    expect(await replacement('ändern', lookup, false)).toBe('anderung');
    // Without a known noun ("brokung") a word is respelled as before, here to nothing.
    expect(await replacement('broken', lookup, false)).toBeNull();
  });

  it('keeps a German verb it has no noun or split for as typed, not respelled to a word one edit away', async () => {
    const { lookup } = lookupOf({ ...WORDS, buche: 9, sammel: 4, trinkgeld: 2 });
    expect(await replacement('buchen', lookup, false)).toBeNull();
    expect(await replacement('sammeln', lookup, false)).toBeNull();
    expect(await respell('Trinkgeld buchen', lookup)).toBe('Trinkgeld buchen');
    // Other words are respelled as before.
    expect(await replacement('buchee', lookup, false)).toBe('buche');
  });

  it('reads umlauts written out (ae, oe, ue) as the index folds them, only for words it does not know', async () => {
    const { lookup } = lookupOf({ ...WORDS, öffnen: 3, übergangsfrist: 2, anderung: 6, queue: 2 });
    expect(await replacement('oeffnen', lookup, false)).toBe('offnen');
    expect(await replacement('Uebergangsfrist', lookup, false)).toBe('ubergangsfrist');
    // Written out and then taken for its noun: "aendern" → andern → anderung.
    expect(await replacement('aendern', lookup, false)).toBe('anderung');
    expect(await replacement('queue', lookup, false)).toBeNull();
  });

  it('prefers a split whose parts are better attested than a rare word one edit away', async () => {
    const { lookup } = lookupOf(WORDS);
    expect(await replacement('Stornobon', lookup, false)).toBe('storno bon');
    expect(await replacement('Gremany', lookup, false)).toBe('germany');
    expect(await replacement('storno', lookup, false)).toBeNull();
  });
});

describe('respell', () => {
  it('replaces only the unknown words and keeps the rest of the query as typed', async () => {
    const { lookup } = lookupOf(WORDS);
    expect(await respell('Gremany: receipt (TSE)', lookup)).toBe('germany: receipt (TSE)');
    expect(await respell('receipt', lookup)).toBe('receipt');
  });

  it('keeps the name of a country or place that no page has, which tells the ranking the country', async () => {
    const { lookup } = lookupOf({ ...WORDS, wine: 5, lisboa: 2 });
    expect(await respell('till in wien', lookup)).toBe('till in wine');
    expect(await respell('till in wien', { ...lookup, names: (term) => term === 'wien' })).toBe('till in wien');
  });
});

describe('shardTerms', () => {
  it('counts the sections a term occurs in across fields', () => {
    const terms = shardTerms([
      ['receipt', { '0': { '1': 2, '5': 1 }, '4': { '5': 3, '9': 1 } }],
      ['recibo', { '2': { '7': 1 } }],
    ]);
    expect(terms.get('receipt')).toBe(3);
    expect(terms.get('recibo')).toBe(1);
  });
});

describe('knownStart and widen (a query that found nothing)', () => {
  const { lookup } = lookupOf({ kassensicherungsverordnung: 3, kassensichv: 2, receipt: 40 });

  it('cuts a long word mistyped towards its end to its longest start that begins a term', async () => {
    expect(await knownStart('Kassensichverordnung', lookup)).toBe('kassensichv');
    expect(await knownStart('Kassensicherungsverordnnug', lookup)).toBe('kassensicherungsverordn');
  });

  it('keeps a known word, a short word and a word whose known start is under half of it', async () => {
    expect(await knownStart('receipt', lookup)).toBeNull();
    expect(await knownStart('kassex', lookup)).toBeNull();
    expect(await knownStart('kassenbuchfuehrungspflicht', lookup)).toBeNull();
  });

  it('widens only the words that have a known start', async () => {
    expect(await widen('receipt Kassensichverordnung', lookup)).toBe('receipt kassensichv');
    expect(await widen('receipt', lookup)).toBe('receipt');
  });
});

describe('germanNoun', () => {
  it('makes the noun in -ung of a German infinitive, and nothing of other words', () => {
    expect(['buchen', 'andern', 'sammeln', 'storno', 'seen', 'tagen'].map(germanNoun)).toEqual([
      'buchung',
      'anderung',
      'sammelung',
      null,
      null,
      'tagung',
    ]);
  });
});
