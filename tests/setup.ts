import './utils/reactCommitHook';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

// The saved empty clusters of restores and verifications (clusterTemplate) go to a cache of the tests' own, kept
// between runs (the first restore makes it, the next ones copy it), not into the user's ~/.cache/painel.
process.env.XDG_CACHE_HOME = join(tmpdir(), `painel-test-cache-${process.getuid?.() ?? 'user'}`);

// findBy*/waitFor wait for a real state (a lazy screen's code, an msw answer, a render). The library's 1 s
// default is shorter than a cold import of a screen on a busy 2-core machine; 5 s is still far below testTimeout.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
