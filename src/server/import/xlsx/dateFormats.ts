// Whether a number cell is a date: XLSX stores a date as a number of days (its "serial"), and only the cell's
// number format tells it is one. As read-excel-file decided it, so a workbook reads as it did.

/** Excel's built-in formats that show a date or a time: 14–22 and 45–47; 27–36 and 50–58 (East Asian); 71–81 (Thai). */
const BUILT_IN = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81]);

/** The words a date or time format is made of (day, month or minute, year, hour, second, AM/PM, weekday, era year). */
const DATE_TOKENS = new Set(['s', 'ss', 'm', 'mm', 'mmm', 'mmmm', 'mmmmm', 'h', 'hh', 'am', 'pm', 'a', 'p', 'd', 'dd', 'ddd', 'dddd', 'aaa', 'aaaa', 'aaaaa', 'y', 'yy', 'yyyy', 'e', 'ee', 'eeee']);

/**
 * A format code shows a date when, once quoted text, escapes, fractions of seconds, colours, locales and
 * conditions are set aside, every word left in one of its sections is a date word ("dd/mm/yyyy;@",
 * "[$-416]d\ mmmm\ yyyy", "[h]:mm:ss"). A digit placeholder (0 # ? %) makes it a number: better a number
 * read as a number than as a date.
 */
function isDateFormatCode(code: string): boolean {
  const template = code.toLowerCase().replace(/;@$/, '').replace(/\\./g, ' ');
  return template.split(';').some((section) => {
    const words = section
      .replace(/"[^"]*"/g, ' ')
      .replace(/(\[?[smhd]{1,2}\]?)[.,]00?0?/g, '$1')
      .replace(/\[([smhd]{1,2})\]/g, '$1')
      .replace(/\[[^\]]*\]/g, '')
      .split(/[^a-z0#?%]+/)
      .filter(Boolean);
    return words.length > 0 && words.every((w) => DATE_TOKENS.has(w));
  });
}

/** Whether number format `id` (with its code, for the workbook's own, numbered from 100) shows a date. */
export const isDateFormat = (id: number, code: string | undefined) => BUILT_IN.has(id) || (id >= 100 && code !== undefined && isDateFormatCode(code));

const DAY_MS = 24 * 60 * 60 * 1000;
/** Day 25,569 of the 1900 system is 1 Jan 1970 (it counts a 29 Feb 1900 that never was). */
const UNIX_EPOCH_1900 = 25_569;
/** The 1904 system (old Macs) counts from 1 Jan 1904: 1,462 days later. */
const SYSTEM_1904 = 1_462;

/** A date cell's serial as the instant it names (UTC, as the sheet has no time zone). */
export const dateOfSerial = (serial: number, system1904: boolean) => new Date(Math.floor((serial + (system1904 ? SYSTEM_1904 : 0) - UNIX_EPOCH_1900) * DAY_MS));
