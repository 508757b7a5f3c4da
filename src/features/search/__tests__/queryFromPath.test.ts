import { describe, expect, it } from 'vitest';
import { queryFromPath } from '../queryFromPath';

describe('queryFromPath', () => {
  it('turns the parts of a path into words', () => {
    expect(queryFromPath('/efr/DE/fiscl')).toBe('efr DE fiscl');
    expect(queryFromPath('/e_invoicing/api/general-info')).toBe('e invoicing api general info');
  });

  it('drops .html and index, decodes what it can and keeps what it cannot', () => {
    expect(queryFromPath('/faq/Countries/AustriaFAQs.html')).toBe('faq Countries AustriaFAQs');
    expect(queryFromPath('/bill/index.html')).toBe('bill');
    expect(queryFromPath('/efr/Kassenbel%C3%BCg')).toBe('efr Kassenbelüg');
    expect(queryFromPath('/docs/%E0')).toBe('docs %E0');
  });

  it('is empty for the root and stops at whole words within 64 characters', () => {
    expect(queryFromPath('/')).toBe('');
    const long = queryFromPath(`/${'word/'.repeat(20)}`);
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long.endsWith('word')).toBe(true);
  });
});
