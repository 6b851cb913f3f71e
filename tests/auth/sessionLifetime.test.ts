// The session's lifetime is one number (SESSION_SECONDS); what a person reads about it is worded from that number.
import { formatDuration } from '../../src/engine/contract';

test('a lifetime in words: whole hours, else whole minutes, else seconds', () => {
  expect(formatDuration(3600)).toBe('uma hora');
  expect(formatDuration(7200)).toBe('2 horas');
  expect(formatDuration(1800)).toBe('30 minutos');
  expect(formatDuration(60)).toBe('um minuto');
  expect(formatDuration(5400)).toBe('90 minutos');
  expect(formatDuration(45)).toBe('45 segundos');
  expect(formatDuration(1)).toBe('um segundo');
});
