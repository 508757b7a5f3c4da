import { describe, expect, it } from 'vitest';
import { sample } from '../../Receipt/__tests__/fixtures/sample';
import { formatResolved, parsePath, resolveSource } from '../resolveSource';

describe('parsePath', () => {
  it('reads keys, list positions and list filters', () => {
    expect(parsePath('Tra.ESR.TN')).toEqual([{ key: 'Tra' }, { key: 'ESR' }, { key: 'TN' }]);
    expect(parsePath('Tag[Name=SigZ].Value')).toEqual([{ key: 'Tag' }, { match: ['Name', 'SigZ'] }, { key: 'Value' }]);
    expect(parsePath('TaxA[1]')).toEqual([{ key: 'TaxA' }, { index: 1 }]);
    expect(parsePath('PosA[].Dsc')).toEqual([{ key: 'PosA' }, { each: true }, { key: 'Dsc' }]);
  });

  it('rejects malformed paths', () => {
    for (const bad of ['', '.TN', 'Tra.', 'Tra..ESR', '[0]', 'Tra ESR', 'Tag[Name]', 'TaxA[x=]']) {
      expect(parsePath(bad), bad).toBeUndefined();
    }
  });
});

describe('resolveSource', () => {
  it('resolves request, response, cfg and sample paths', () => {
    expect(resolveSource(sample, 'request Tra.ESR.TN')).toBe('4711');
    expect(resolveSource(sample, 'request Tra.ESR.PosA[2].Amt')).toBe(2.5);
    expect(resolveSource(sample, 'cfg Cfg.TaxId')).toBe('ATU12345678');
    expect(resolveSource(sample, 'response TraC.Fis.Tag[Name=KassenID]')).toEqual({
      Name: 'KassenID',
      Label: 'Kassen-ID',
      Value: 'K2',
    });
    expect(resolveSource(sample, 'response TraC.Fis.Tag[Name=KassenID].Value')).toBe('K2');
    expect(resolveSource(sample, 'response TraC.ESR.TaxA')).toHaveLength(2);
    expect(resolveSource(sample, 'sample heading')).toBe('RECHNUNG');
    expect(resolveSource(sample, 'heading')).toBe('RECHNUNG');
  });

  it('takes every list item with [], skipping items without the field', () => {
    expect(resolveSource(sample, 'request Tra.ESR.PosA[].Dsc')).toEqual(['Melange', 'Tisch 4', 'Zeitung']);
    expect(resolveSource(sample, 'request Tra.ESR.PosA[].Qty')).toEqual([2, 1]);
    expect(resolveSource(sample, 'request Tra.ESR.PosA[].XID')).toBeUndefined();
  });

  it('resolves a comma-separated list of paths to the list of values', () => {
    expect(resolveSource(sample, 'cfg Cfg.Adr, Cfg.Zip, Cfg.City')).toEqual(['Beispielgasse 1', '1060', 'Wien']);
  });

  it('reads bare field names after the first path as its siblings', () => {
    expect(resolveSource(sample, 'request Tra.ESR.PosA[].Dsc, Qty')).toEqual([
      { Dsc: 'Melange', Qty: 2 },
      { Dsc: 'Tisch 4' },
      { Dsc: 'Zeitung', Qty: 1 },
    ]);
    expect(resolveSource(sample, 'request Tra.ESR.TN, TT')).toEqual({ TN: '4711', TT: 'K2' });
    expect(resolveSource(sample, 'request Tra.ESR.TN, Tra.ESR.Nope')).toBeUndefined();
  });

  it('is undefined when any part leads nowhere', () => {
    for (const source of [
      'request Tra.ESR.XID',
      'response TraC.Fis.Tag[Name=SigZ]',
      'response TraC.ESR.TaxA[5]',
      'cfg Cfg.Tel',
      'cfg Cfg.Adr, Cfg.Tel',
      'invoice Tra.ESR.TN',
      'Tra.ESR.TN',
      'nothing',
    ]) {
      expect(resolveSource(sample, source), source).toBeUndefined();
    }
  });
});

describe('formatResolved', () => {
  it('prints values, fiscal tags as printed, objects as key-value pairs and lists joined', () => {
    expect(formatResolved('4711')).toBe('4711');
    expect(formatResolved(2.5)).toBe('2.5');
    expect(formatResolved({ Name: 'KassenID', Label: 'Kassen-ID', Value: 'K2' })).toBe('Kassen-ID: K2');
    expect(formatResolved(resolveSource(sample, 'response TraC.ESR.TaxA'))).toBe(
      'TaxG: B, Prc: 10, Net: 6.73, TAmt: 0.67, Amt: 7.4; TaxG: C, Prc: 20, Net: 2.08, TAmt: 0.42, Amt: 2.5',
    );
    expect(formatResolved(undefined)).toBe('');
  });
});
