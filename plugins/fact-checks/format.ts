/** `2026-11-25` → `25 November 2026`: one unambiguous form for every reader, whatever the browser's locale. */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function formatCheckDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
