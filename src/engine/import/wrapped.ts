/**
 * A table cell's lines wrap between words. `word-break: break-word` let a table size a column below its longest
 * word, and a phone then drew "Serviç/o"; `overflow-wrap` breaks a word only when it cannot fit on a line of its
 * own.
 */
export const wrapped = { overflowWrap: 'break-word' } as const;
