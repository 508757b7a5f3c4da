// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { diffTrees, jsonToTree, parseXml, xmlToTree } from '../xmlTwin';

const json = {
  Tra: {
    ESR: {
      D: '2026-11-20T14:03:12',
      TN: '0012',
      T: 12.3,
      PosA: [
        { _: 'Pos', Dsc: 'Melange', Amt: 7.4, TaxG: 'B' },
        { _: 'Lin', Dsc: 'Tisch 4' },
      ],
      PayA: [{ _: 'Pay', Dsc: 'Bar', PayG: 'cash', Amt: 12.3 }],
    },
  },
};

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Tra xmlns="urn:example">
  <ESR TN="0012" D="2026-11-20T14:03:12" T="12.30">
    <PosA>
      <Pos Dsc="Melange" Amt="7.40" TaxG="B"/>
      <Lin Dsc="Tisch 4"/>
    </PosA>
    <PayA><Pay Dsc="Bar" PayG="cash" Amt="12.3"/></PayA>
  </ESR>
</Tra>`;

function diff(jsonValue: unknown, xmlText: string): string[] {
  const parsed = parseXml(xmlText);
  if ('error' in parsed) throw new Error(parsed.error);
  return diffTrees(jsonToTree(jsonValue), xmlToTree(parsed.root));
}

describe('parseXml', () => {
  it('accepts well-formed XML and reports the rest', () => {
    expect('root' in parseXml(xml)).toBe(true);
    expect('error' in parseXml('<Tra><ESR></Tra>')).toBe(true);
    expect('error' in parseXml('<Tra a="1" a="2"/>')).toBe(true);
    expect('error' in parseXml('{ "Tra": {} }')).toBe(true);
  });
});

describe('jsonToTree', () => {
  it('turns objects into elements, values into attributes and _ lists into named items', () => {
    expect(
      jsonToTree({
        TraC: { Result: { RC: 'OK' }, Fis: { Tag: [{ Name: 'A', Label: 'a', Value: '1' }], Text: ['x'] } },
      }),
    ).toEqual({
      name: 'TraC',
      attrs: {},
      children: [
        { name: 'Result', attrs: { RC: 'OK' }, children: [] },
        {
          name: 'Fis',
          attrs: {},
          children: [
            { name: 'Tag', attrs: { Name: 'A', Label: 'a', Value: '1' }, children: [] },
            { name: 'Text', attrs: {}, children: [], text: 'x' },
          ],
        },
      ],
    });
    expect(() => jsonToTree({ Tra: {}, Cfg: {} })).toThrow(/one root key/);
  });
});

describe('diffTrees', () => {
  it('finds a faithful twin equivalent (attribute order, namespaces, 12.30 vs 12.3)', () => {
    expect(diff(json, xml)).toEqual([]);
  });

  it('reports changed, missing and extra values', () => {
    expect(diff(json, xml.replace('Amt="7.40"', 'Amt="7.50"'))).toEqual([
      '/Tra/ESR/PosA/Pos: "Amt" is "7.4" in JSON and "7.50" in XML',
    ]);
    expect(diff(json, xml.replace(' TaxG="B"', ''))).toEqual([
      '/Tra/ESR/PosA/Pos: attribute "TaxG" is missing in the XML',
    ]);
    expect(diff(json, xml.replace('<Lin Dsc="Tisch 4"/>', '<Lin Dsc="Tisch 4" LAmt="1.00"/>'))).toEqual([
      '/Tra/ESR/PosA/Lin: attribute "LAmt" is only in the XML',
    ]);
    expect(diff(json, xml.replace('TN="0012"', 'TN="12"'))).toEqual([
      '/Tra/ESR: "TN" is "0012" in JSON and "12" in XML',
    ]);
  });

  it('reports missing list items and a wrong root', () => {
    expect(diff(json, xml.replace('<Lin Dsc="Tisch 4"/>', ''))).toEqual(['/Tra/ESR/PosA: 1 <Lin> in JSON, 0 in XML']);
    expect(diff({ TraC: {} }, '<Tra/>')).toEqual(['/TraC: the XML has <Tra> where the JSON has "TraC"']);
  });

  it('names list items by position when a name repeats', () => {
    const twoLines = {
      Tra: {
        ESR: {
          PosA: [
            { _: 'Lin', Dsc: 'a' },
            { _: 'Lin', Dsc: 'b' },
          ],
        },
      },
    };
    expect(diff(twoLines, '<Tra><ESR><PosA><Lin Dsc="a"/><Lin Dsc="c"/></PosA></ESR></Tra>')).toEqual([
      '/Tra/ESR/PosA/Lin[2]: "Dsc" is "b" in JSON and "c" in XML',
    ]);
  });
});
