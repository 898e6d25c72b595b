/** /user/question (the list) and /user/doubt?id= (one answer), from the server's FAQ. */
import { Link, useSearchParams } from '@kickoff/shared/navigation';
import { Empty, NavBar } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useFaq } from '../../features/help/hooks/use-help-texts';
import styles from './content.module.css';

export function FaqListPage() {
  const state = useFaq();
  return (
    <main>
      <NavBar title="常见问题" />
      <DataState state={state}>
        {(list) => (
          <ul className={styles.faq}>
            {list.map((q) => (
              <li key={q.id}>
                <Link to={`/user/doubt?id=${q.id}`}>{q.question}</Link>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </main>
  );
}

export function FaqAnswerPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const state = useFaq();
  return (
    <main>
      <NavBar title="问题详情" />
      <DataState state={state}>
        {(list) => {
          const q = list.find((x) => x.id === id);
          if (!q) return <Empty text="问题不存在" />;
          return (
            <article className={styles.article}>
              <h1 className={styles.title}>{q.question}</h1>
              {q.answer.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
              <p className={styles.meta}>
                没有解决？<Link to="/user/opinion">提交意见反馈</Link>
              </p>
            </article>
          );
        }}
      </DataState>
    </main>
  );
}
