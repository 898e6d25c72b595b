/**
 * A form's call: its data, or a Refusal carrying the server's Chinese message, which useSubmit shows as
 * it is. A network failure still rejects as itself (useSubmit reads it as 网络异常) — the shared
 * `unwrap` throws one plain Error for both, which a form cannot tell apart.
 */
import { SUCCESS, type Envelope } from '@kickoff/shared/contracts';

export class Refusal extends Error {}

export async function accepted<T>(call: Promise<Envelope<T>>, fallback: string): Promise<T> {
  const env = await call;
  if (env.code !== SUCCESS) throw new Refusal(env.msg || fallback);
  return env.data;
}

/** For work that answers its problem as text: a Refusal's message, or null when it went through. */
export const refusalOf = (work: Promise<unknown>): Promise<string | null> =>
  work.then(
    () => null,
    (e: unknown) => {
      if (e instanceof Refusal) return e.message;
      throw e;
    },
  );
