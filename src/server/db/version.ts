/** The column every resource table carries: 1 when created, one more at each change. */
export const VERSION_COLUMN = 'painel_version';
