/** /user/agreement/{key}: the agreement's text as the server serves it (plain paragraphs, never HTML). */
import { NavBar } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useAgreement } from '../../features/help/hooks/use-help-texts';
import styles from './content.module.css';

export function AgreementPage({ agreementKey, title }: { agreementKey: string; title: string }) {
  const state = useAgreement(agreementKey);
  return (
    <main>
      <NavBar title={title} />
      <DataState state={state}>
        {(a) => (
          <article className={styles.article}>
            <h1 className={styles.title}>{a.title}</h1>
            <p className={styles.meta}>更新日期：{a.updated}</p>
            {a.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </article>
        )}
      </DataState>
    </main>
  );
}
