import { SUCCESS, type Envelope } from '../contracts/envelope';

/**
 * For pages that show data or an error: the data of a success envelope, else an Error with the server's Chinese text.
 */
export async function unwrap<T>(call: Promise<Envelope<T>>): Promise<T> {
  const env = await call;
  if (env.code !== SUCCESS) throw new Error(env.msg || '加载失败');
  return env.data;
}
