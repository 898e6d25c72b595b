/** The console's form checks: each bad field is refused with a Chinese message naming it, and nothing is written. */
import { ErrorCodes } from '@kickoff/shared/contracts';
import { AppError } from '../errors';

export const invalid = (message: string) => new AppError(ErrorCodes.PARAM_INVALID, message);

/** An edit of something another staff member changed since it was read. */
export const staleEdit = () => new AppError(ErrorCodes.CONFLICT, '内容已被其他人修改，请刷新后再改');

/** The trimmed text, 1..max characters (or 0..max when optional). */
export function text(value: string, label: string, max: number, optional = false): string {
  const v = value.trim();
  if (!optional && v.length === 0) throw invalid(`请填写${label}`);
  if ([...v].length > max) throw invalid(`${label}最多 ${max} 个字`);
  return v;
}

/** An in-app path (/…) or an https/http address; '' when optional and empty. */
export function link(value: string, label: string, max: number, optional = true): string {
  const v = value.trim();
  if (v === '' && optional) return '';
  if (v.length > max) throw invalid(`${label}最多 ${max} 个字符`);
  if (/^\/(?!\/)/.test(v)) return v;
  try {
    const url = new URL(v);
    if (url.protocol === 'https:' || url.protocol === 'http:') return v;
  } catch {
    // not an absolute address: refused below
  }
  throw invalid(`${label}需要以 / 开头的站内路径或 http(s):// 地址`);
}
