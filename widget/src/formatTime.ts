/** Two-digit hours and minutes (24-hour clock), e.g. 09:05. */
export const formatTime = (date: Date): string =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
