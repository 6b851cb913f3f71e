/** "Ana Souza" → "AS", "bruno de lima" → "BL": what a round picture shows for a person without one (first and last word). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((w) => w.match(/\p{L}/u)![0].toLocaleUpperCase('pt-BR')).join('');
}
