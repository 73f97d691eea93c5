/**
 * Runs `work` and answers after `minimumMs`, whatever path the work took, so the answer's timing
 * does not tell which path that was (a known or an unknown e-mail address, say). Work that is
 * still running then (a slow mail server) goes on after the answer, and a failure of it is
 * handed to `onLateError`; a failure before then is thrown, also no earlier than `minimumMs`.
 */
export async function answerSteadily(minimumMs: number, work: () => Promise<void>, onLateError: (error: unknown) => void): Promise<void> {
  const running = work();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<'elapsed'>((resolve) => {
    timer = setTimeout(() => resolve('elapsed'), minimumMs);
  });
  const outcome = await Promise.race([running.then(() => ({ failed: false as const }), (error: unknown) => ({ failed: true as const, error })), elapsed]);
  if (outcome === 'elapsed') {
    running.catch(onLateError);
    return;
  }
  await elapsed;
  clearTimeout(timer);
  if (outcome.failed) throw outcome.error;
}
