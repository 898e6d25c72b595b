import type { Envelope } from '@kickoff/shared/contracts';

/** Turns a non-success envelope into a thrown error whose message is the server's Chinese text. */
export async function unwrap<T>(call: Promise<Envelope<T>>): Promise<T> {
  const env = await call;
  if (env.code !== 200) throw new Error(env.msg || '加载失败');
  return env.data;
}
