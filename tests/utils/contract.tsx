import { act, screen } from '@testing-library/react';
import type { Engine } from '../../src/engine/core';
import type { ApiProfiles, ResourceDescriptor } from '../../src/engine/contract';
import { probedEngine } from './engineProbe';
import { apiCalls, recordingServer, type SeenRequest } from './recordingApi';
import { renderApp, testApis } from './renderApp';
import { testToken } from './session';

/**
 * Contract-test harness: an msw server recording every call, the app rendered signed in with the
 * engine probe as its home page, and helpers to run one operation and read back what was sent.
 * Call it at the top of a test file (it registers the msw lifecycle hooks).
 */
export function contractHarness() {
  const { server, seen, reply } = recordingServer();

  async function engine(): Promise<Engine> {
    renderApp('/app', { token: testToken, apis: specApis });
    return probedEngine();
  }

  return {
    server,
    engine,
    reply,
    /** The API requests made so far (the session's own reads left out). */
    requests: () => apiCalls(seen),
    /** The descriptor an operation is run for (which one is under test; the expectations stay literal). */
    resource: (e: Engine, name: string): ResourceDescriptor => e.descriptors.find((d) => d.name === name)!,
    /** Runs one call as a screen would and returns the single request it made. */
    async call(work: () => Promise<unknown>): Promise<SeenRequest> {
      await act(async () => {
        await work();
      });
      const calls = apiCalls(seen);
      expect(calls).toHaveLength(1);
      return calls[0];
    },
    /** The toast with this exact title (and description, when given) is on screen. */
    async toast(title: string, description?: string) {
      const alert = (await screen.findAllByRole('alert')).find((a) => a.textContent?.includes(title));
      expect(alert, `toast "${title}"`).toBeDefined();
      if (description) expect(alert).toHaveTextContent(description);
      return alert!;
    },
  };
}

export const bearer = `Bearer ${testToken}`;

/**
 * The spec's API: schemas/apis.json's profiles without `extensions`, since the spec shows none (the reference
 * server's extra calls, a banner's read and update…, are tested in tests/server and tests/screens).
 */
export const specApis: ApiProfiles = {
  ...testApis,
  profiles: Object.fromEntries(Object.entries(testApis.profiles).map(([name, p]) => [name, { ...p, extensions: false }])),
};

/** A small real PNG (1×1, transparent), as a File. */
export function pngFile(name = 'imagem.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

export function pdfFile(name = 'documento.pdf'): File {
  return new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], name, { type: 'application/pdf' });
}
