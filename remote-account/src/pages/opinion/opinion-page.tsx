/** /user/opinion: feedback (5–500 characters, optional contact) → /inform/feedback/add. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { FEEDBACK_MAX } from '@kickoff/shared/contracts';
import { NavBar, showToast } from '@kickoff/shared/ui';
import styles from '../../components/forms.module.css';
import { FormError } from '../../components/form-error';
import { useFeedback } from '../../features/help/hooks/use-feedback';

export default function OpinionPage() {
  const navigate = useNavigate();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const { busy, error, send } = useFeedback();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await send(content, contact);
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
