/**
 * The fields the sign-in forms share: a phone number, an SMS code with its 获取验证码 button and a
 * password (the error line is src/components/form-error). Each trims what must not carry spaces and sets the keyboard
 * and autofill a phone offers for it.
 */
import type { SmsPurpose } from '@kickoff/shared/contracts';
import { CaptchaField, useCaptcha } from './captcha';
import styles from '../../../components/forms.module.css';
import { SmsCodeButton } from './sms-code';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
}

export function PhoneField({
  value,
  onChange,
  placeholder = '请输入手机号',
  autoComplete = 'tel',
}: FieldProps & { placeholder?: string; autoComplete?: string }) {
  return (
    <label className={styles.field}>
      手机号
      <input
        className={styles.input}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
      />
    </label>
  );
}

/**
 * The code and its send button; `phone` is where it goes (a deletion code goes to the account's own
 * phone). The picture code appears above it when the server asks for one before sending.
 */
export function CodeField({
  value,
  onChange,
  phone,
  purpose,
  onError,
}: FieldProps & { phone?: string | undefined; purpose: SmsPurpose; onError: (msg: string | null) => void }) {
  const captcha = useCaptcha();
  return (
    <>
      <CaptchaField state={captcha} />
      <label className={styles.field}>
        验证码
        <span className={styles.row}>
          <input
            className={styles.input}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder="请输入验证码"
            value={value}
            onChange={(e) => onChange(e.target.value.trim())}
          />
          <SmsCodeButton phone={phone} purpose={purpose} onError={onError} captcha={captcha} />
        </span>
      </label>
    </>
  );
}

/** A password; `fresh` for one being chosen (autofill offers a new one, the rule is the placeholder). */
export function PasswordField({ label, value, onChange, fresh }: FieldProps & { label: string; fresh: boolean }) {
  return (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        type="password"
        autoComplete={fresh ? 'new-password' : 'current-password'}
        placeholder={fresh ? '6-32位，包含字母和数字' : '请输入密码'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
