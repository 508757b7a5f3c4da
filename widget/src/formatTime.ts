/**
 * How message times are written (the `timeFormat` prop). The two patterns are date-fns's, as
 * react-chat-widget formatted its times with date-fns: `'hh:mm'` is a 12-hour clock with two
 * digits and no AM/PM (react-chat-widget's, the default: 14:30 is "02:30", 00:05 is "12:05"),
 * `'HH:mm'` the 24-hour clock ("14:30"). Any other format: a function of the message's date.
 */
export type TimeFormat = 'hh:mm' | 'HH:mm' | ((date: Date) => string);

export const DEFAULT_TIME_FORMAT: TimeFormat = 'hh:mm';

const twoDigits = (value: number): string => String(value).padStart(2, '0');

export function formatTime(date: Date, format: TimeFormat = DEFAULT_TIME_FORMAT): string {
  if (typeof format === 'function') return format(date);
  const hours = format === 'HH:mm' ? date.getHours() : date.getHours() % 12 || 12;
  return `${twoDigits(hours)}:${twoDigits(date.getMinutes())}`;
}
