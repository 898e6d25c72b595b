/**
 * The picture code (图形验证码) a form shows once the server asks for one (CAPTCHA_REQUIRED) after a
 * few failed sign-ins or SMS requests: the image, its answer field and 换一张. Each code is good for
 * one answer, so a new one is fetched after every answer the server has seen.
 */
import { useCallback, useState } from 'react';
import { ErrorCodes, SUCCESS, type Captcha, type CaptchaAnswer } from '@kickoff/shared/contracts';
import { fetchCaptcha } from '../api';
import styles from '../../../components/forms.module.css';

export interface CaptchaState {
  /** the code being shown, null until the server asks for one */
  captcha: Captcha | null;
  answer: string;
  setAnswer: (answer: string) => void;
  /** a new picture (the server asked, the fan could not read it, or the last one was spent) */
  refresh: () => Promise<void>;
  /** what to send with the request: the id and answer once a code is shown, else nothing */
  fields: () => CaptchaAnswer;
  /**
   * After a reply: shows a picture when the server asks for one, renews a spent one, hides it after
   * a success. True when the reply was about the picture.
   */
  afterReply: (code: number | string) => Promise<boolean>;
  /** the form's problem when a picture is shown but not answered, else null */
  missing: () => string | null;
}

const isCaptchaCode = (code: number | string) =>
  code === ErrorCodes.CAPTCHA_REQUIRED || code === ErrorCodes.CAPTCHA_INVALID;

export function useCaptcha(): CaptchaState {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [answer, setAnswer] = useState('');
  const refresh = useCallback(async () => {
    setAnswer('');
    const next = await fetchCaptcha();
    if (next) setCaptcha(next);
  }, []);
  return {
    captcha,
    answer,
    setAnswer,
    refresh,
    fields: () => (captcha ? { captchaId: captcha.captchaId, captcha: answer.trim() } : {}),
    afterReply: async (code) => {
      if (code === SUCCESS) {
        // done with: hidden until the server asks again
        setCaptcha(null);
        setAnswer('');
        return false;
      }
      // shown and sent, it is spent whatever the answer; asked for, it is shown now
      if (captcha || isCaptchaCode(code)) await refresh();
      return isCaptchaCode(code);
    },
    missing: () => (captcha && answer.trim() === '' ? '请输入图形验证码' : null),
  };
}

export function CaptchaField({ state }: { state: CaptchaState }) {
  const { captcha, answer, setAnswer, refresh } = state;
  if (!captcha) return null;
  return (
    <label className={styles.field}>
      图形验证码
      <span className={styles.row}>
        <input
          className={styles.input}
          maxLength={8}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="请输入图中字符"
          value={answer}
          onChange={(e) => setAnswer(e.target.value.trim())}
        />
        <img className={styles.captcha} src={captcha.image} alt="图形验证码" width={120} height={44} />
        <button type="button" className={styles.codeButton} onClick={() => void refresh()}>
          换一张
        </button>
      </span>
    </label>
  );
}
