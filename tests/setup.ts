import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for a real state (a lazy screen's code, an msw answer, a render). The library's 1 s
// default is shorter than a cold import of a screen on a busy 2-core machine; 5 s is still far below testTimeout.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
