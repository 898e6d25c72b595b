/** /user/agreement/{key}: the agreement's text as the server serves it (plain paragraphs, never HTML). */
import { CONTENT_PATHS, type Agreement } from '@kickoff/shared/contracts';
import { NavBar } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useCall } from '../../features/use-call';
import styles from './content.module.css';

export function AgreementPage({ agreementKey, title }: { agreementKey: string; title: string }) {
  const state = useCall<Agreement>(['account-agreement', agreementKey], CONTENT_PATHS.agreement(agreementKey));
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
