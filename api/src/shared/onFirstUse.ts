/**
 * A value made on the first call and shared by every call after it (one making, even for calls at once). A failure
 * is not kept: the next call tries again. For what a process should not hold until it needs it (libraries loaded
 * with import(), clients made from them).
 */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () =>
    (made ??= make().catch((e: unknown) => {
      made = null;
      throw e;
    }));
}
