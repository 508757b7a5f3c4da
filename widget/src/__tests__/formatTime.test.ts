import { describe, expect, it } from 'vitest';
import { formatTime } from '../formatTime';

describe('formatTime', () => {
  it('shows hh:mm with two digits', () => {
    expect(formatTime(new Date(2026, 10, 22, 9, 5))).toBe('09:05');
    expect(formatTime(new Date(2026, 10, 22, 14, 30))).toBe('14:30');
  });
});
