import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rules } from '@site/src/test-support/docs-checks/rules';

/** WRITING_GUIDE.md states the rules the content tests enforce, with the same numbers. */
const guide = readFileSync(new URL('../../../WRITING_GUIDE.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('WRITING_GUIDE.md', () => {
  it('gives the description length the tests check', () => {
    expect(guide).toContain(`${rules.description.min}–${rules.description.max} characters`);
    expect(guide).not.toMatch(/\b50–160\b/);
  });

  it('gives the word counts and the number of FAQ questions', () => {
    expect(guide).toContain(`at least ${rules.minPageWords} words`);
    expect(guide).toContain(`at least ${rules.minFiscalWords}`);
    expect(guide).toContain(`at least ${words[rules.minFaqQuestions]} questions`);
  });

  it("lists the fiscal page's sections in order", () => {
    expect(guide).toContain(rules.fiscalSections.join('; '));
  });
});
