/** /user/opinion: feedback (5–500 characters, optional contact) → /inform/feedback/add. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, FEEDBACK_MAX, SUCCESS } from '@kickoff/shared/contracts';
import { NavBar, showToast } from '@kickoff/shared/ui';
import styles from '../../features/forms.module.css';
import { FormError } from '../../features/form-fields';
import { useSubmit } from '../../features/use-submit';

export default function OpinionPage() {
  const navigate = useNavigate();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const { busy, error, run } = useSubmit();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await run(async () => {
      if (content.trim().length < 5) return '反馈内容至少 5 个字';
      const res = await api.post(ACCOUNT_PATHS.feedback, { content, contact: contact || undefined });
      return res.code === SUCCESS ? null : res.msg || '提交失败';
    });
    if (done) {
      showToast('感谢您的反馈');
      navigate(-1);
    }
  };
  return (
    <main>
      <NavBar title="意见反馈" />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <label className={styles.field}>
          问题或建议
          <textarea
            className={styles.input}
            rows={6}
            maxLength={FEEDBACK_MAX}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </label>
        <p className={styles.note}>
          {content.length}/{FEEDBACK_MAX}
        </p>
        <label className={styles.field}>
          联系方式（选填）
          <input className={styles.input} maxLength={64} value={contact} onChange={(e) => setContact(e.target.value)} />
        </label>
        <FormError error={error} />
        <button type="submit" className={styles.submit} disabled={busy}>
          提交
        </button>
      </form>
    </main>
  );
}
