// A primer that fails to draw must cost nothing but itself: the page around it stays (issue 47's StylePrimer draws
// a record's page at idle; a future widget needing a context it lacks must not take the app down with it).
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

const drawn = vi.hoisted(() => ({ tries: 0 }));
vi.mock('../../src/engine/router/screens', async (original) => ({
  ...(await original<typeof import('../../src/engine/router/screens')>()),
  formPrimerCode: {
    load: async () => () => {
      drawn.tries++;
      throw new Error('um widget sem o seu contexto');
    },
    peek: () => undefined,
  },
}));

const { StylePrimer } = await import('../../src/engine/router/StylePrimer');

describe('StylePrimer when the record page cannot be drawn', () => {
  it('leaves the page as it was: the list beside it stays on screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <StylePrimer />
        <h1>Categorias</h1>
      </MemoryRouter>,
    );
    await waitFor(() => expect(drawn.tries).toBeGreaterThan(0), { timeout: 8000 });
    await new Promise((r) => setTimeout(r, 200));
    // React itself tries a failed render again before it hands the error to the boundary: those are one attempt.
    const attempt = drawn.tries;
    await new Promise((r) => setTimeout(r, 2500));
    expect(screen.getByRole('heading', { name: 'Categorias' })).toBeTruthy();
    // Given up on: not tried again at the next idle moments.
    expect(drawn.tries).toBe(attempt);
  });
});
