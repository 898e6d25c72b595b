/**
 * The 获取验证码 button: sends the code for the phone and counts down 60 s before a resend. A
 * deletion code (`deregister`) goes to the signed-in user's own phone, so it needs no phone here.
 * When the server asks for a picture code first, `captcha` shows it and the fan sends again.
 */
import { useEffect, useState } from 'react';
import { PHONE_PATTERN, SUCCESS, type SmsPurpose } from '@kickoff/shared/contracts';
import { sendSmsCode } from '../api';
import type { CaptchaState } from './captcha';
import styles from '../../../components/forms.module.css';

const RESEND_S = 60;

export function SmsCodeButton({
  phone,
  purpose,
  onError,
  captcha,
}: {
  phone?: string | undefined;
  purpose: SmsPurpose;
  onError: (msg: string | null) => void;
  captcha: CaptchaState;
}) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return undefined;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  const send = async () => {
    const own = purpose === 'deregister';
    if (!own && !PHONE_PATTERN.test(phone ?? '')) return onError('请输入正确的手机号');
    const missing = captcha.missing();
    if (missing) return onError(missing);
    setBusy(true);
    try {
      const res = await sendSmsCode(own ? null : { phone: phone ?? '', type: purpose, ...captcha.fields() });
      await captcha.afterReply(res.code);
      if (res.code === SUCCESS) {
        setLeft(res.data.resendIn || RESEND_S);
        onError(null);
      } else onError(res.msg || '发送失败');
    } catch {
      onError('网络异常，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={styles.codeButton} disabled={busy || left > 0} onClick={() => void send()}>
      {left > 0 ? `${left}s后重发` : '获取验证码'}
    </button>
  );
}
