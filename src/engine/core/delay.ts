/** Settles after `ms`: the other side of a race that caps a wait. */
export const delay = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
