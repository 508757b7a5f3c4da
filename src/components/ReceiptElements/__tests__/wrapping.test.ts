import { describe, expect, it } from 'vitest';
import { LONG_TOKEN_LENGTH, pathSegments, splitLongTokens } from '../wrapping';

describe('splitLongTokens', () => {
  it('keeps a value of ordinary words as one piece', () => {
    const value = 'Bäckerei Hollmann GmbH; Musterstraße 48; 04275; Leipzig';
    expect(splitLongTokens(value)).toEqual([{ text: value, long: false }]);
  });

  it('sets runs without spaces longer than the limit apart, and gives the value back when joined', () => {
    const signature = 's/DbwVpeQVyua35jpD6+1KTAtPyPPQ/F8yY40i/n8Cx0ooz7aW26UQ';
    const value = `TSE-Signatur: ${signature} (base64)`;
    const pieces = splitLongTokens(value);
    expect(pieces).toEqual([
      { text: 'TSE-Signatur: ', long: false },
      { text: signature, long: true },
      { text: ' (base64)', long: false },
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(value);
  });

  it('treats a run of exactly the limit as a word', () => {
    const word = 'x'.repeat(LONG_TOKEN_LENGTH);
    expect(splitLongTokens(word)).toEqual([{ text: word, long: false }]);
    expect(splitLongTokens(`${word}x`)).toEqual([{ text: `${word}x`, long: true }]);
  });

  it('returns nothing for an empty value', () => {
    expect(splitLongTokens('')).toEqual([]);
  });
});

describe('pathSegments', () => {
  it('breaks a source after each dot of its long paths', () => {
    expect(pathSegments('response TraC.Fis.Tag[Name=Beg]')).toEqual(['response TraC.', 'Fis.', 'Tag[Name=Beg]']);
    expect(pathSegments('request Tra.ESR.PosA[].Dsc, Qty')).toEqual(['request Tra.', 'ESR.', 'PosA[].', 'Dsc, Qty']);
  });

  it('keeps short paths and sources without paths whole', () => {
    expect(pathSegments('cfg Cfg.Nam, Cfg.Adr, Cfg.Zip')).toEqual(['cfg Cfg.Nam, Cfg.Adr, Cfg.Zip']);
    expect(pathSegments('request Tra.ESR.D')).toEqual(['request Tra.ESR.D']);
    expect(pathSegments('sample heading')).toEqual(['sample heading']);
  });

  it('gives the source back when joined', () => {
    const source = 'request Tra.ESR.PosA[].Dsc, Tra.ESR.PosA[].Qty';
    expect(pathSegments(source).join('')).toBe(source);
  });
});
