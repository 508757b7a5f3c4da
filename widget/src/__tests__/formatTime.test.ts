import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_FORMAT, formatTime } from '../formatTime';

describe('formatTime', () => {
  it('writes hh:mm by default: a 12-hour clock, two digits, no AM/PM (react-chat-widget’s date-fns pattern)', () => {
    expect(DEFAULT_TIME_FORMAT).toBe('hh:mm');
    expect(formatTime(new Date(2026, 10, 22, 9, 5))).toBe('09:05');
    expect(formatTime(new Date(2026, 10, 22, 14, 30))).toBe('02:30');
    expect(formatTime(new Date(2026, 10, 22, 12, 0))).toBe('12:00');
    // Midnight is 12 on a 12-hour clock, as date-fns's "hh" writes it.
    expect(formatTime(new Date(2026, 10, 22, 0, 5))).toBe('12:05');
    expect(formatTime(new Date(2026, 10, 22, 23, 59), 'hh:mm')).toBe('11:59');
  });

  it('writes HH:mm on a 24-hour clock', () => {
    expect(formatTime(new Date(2026, 10, 22, 9, 5), 'HH:mm')).toBe('09:05');
    expect(formatTime(new Date(2026, 10, 22, 14, 30), 'HH:mm')).toBe('14:30');
    expect(formatTime(new Date(2026, 10, 22, 0, 5), 'HH:mm')).toBe('00:05');
  });

  it('calls a format function with the message date', () => {
    const date = new Date(2026, 10, 22, 14, 30);
    expect(formatTime(date, (d) => `${d.getHours()}h${d.getMinutes()}`)).toBe('14h30');
  });
});
