/** PostgREST's error body `{code, details, hint, message}` (messages in Portuguese, codes as PostgREST's). */
export class PgrstError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const singleRowError = (rows: number) =>
  new PgrstError(406, 'PGRST116', 'Não é possível converter o resultado em um único objeto JSON', `O resultado contém ${rows} linhas`);
