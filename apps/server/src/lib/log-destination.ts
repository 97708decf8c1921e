import pino from 'pino';

/**
 * Log lines for a file descriptor (stdout by default), written in blocks of at least 4 KB instead
 * of one synchronous write per line, and at least every `flushEveryMs` so a quiet server's lines
 * are not held back. pino flushes what is left when the process exits (a signal, a crash handled
 * by close-with-grace, process.exit); only a kill -9 can lose the last second. If the reader
 * stalls, lines beyond 16 MB waiting are dropped rather than the server's memory growing.
 */
export function bufferedLogDestination(fd = 1, flushEveryMs = 1000) {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: 4096,
    maxLength: 16 * 1024 * 1024,
  });
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Destroyed (the process is exiting, or the reader closed the pipe): nothing left to write.
      clearInterval(timer);
    }
  }, flushEveryMs);
  timer.unref();
  return destination;
}
