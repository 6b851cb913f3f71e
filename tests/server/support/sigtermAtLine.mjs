// Preloaded into a server process by tests/server/shutdown.test.ts: the moment the process writes a stderr line
// containing PAINEL_TEST_SIGTERM_AT, it sends itself SIGTERM. That is an orchestrator's signal landing at the
// worst instant (right as the ready line is out, or mid-start), made deterministic instead of waiting for a
// loaded machine to deschedule the process at that point.
const marker = process.env.PAINEL_TEST_SIGTERM_AT;
if (marker) {
  const write = process.stderr.write.bind(process.stderr);
  let sent = false;
  process.stderr.write = (chunk, ...rest) => {
    const written = write(chunk, ...rest);
    if (!sent && String(chunk).includes(marker)) {
      sent = true;
      process.kill(process.pid, 'SIGTERM');
    }
    return written;
  };
}
