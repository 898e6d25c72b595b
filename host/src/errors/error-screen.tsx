/**
 * The error screen (docs/product.md §2 "Other pages"): '404-页面不存在' (with the English 'This page could
 * not be found') or '应用发生错误异常', a link home — or, inside the native app's web view, a
 * request to close the web view instead.
 */
import { useEffect } from 'react';
import styles from './error-page.module.css';
import { closeWebView, isNativeWebView } from './native-bridge';

export function ErrorScreen({ status }: { status: number }) {
  const native = isNativeWebView();
  useEffect(() => {
    if (native) closeWebView();
  }, [native]);
  const notFound = status === 404;
  return (
    <section className={styles.page} data-status={status}>
      <h1 className={styles.title}>{notFound ? '404-页面不存在' : '应用发生错误异常'}</h1>
      {notFound && (
        <p className={styles.hint} lang="en">
          This page could not be found
        </p>
      )}
      {native ? (
        <button type="button" className={styles.action} onClick={() => closeWebView()}>
          关闭页面
        </button>
      ) : (
        <a className={styles.action} href="/">
          返回首页
        </a>
      )}
    </section>
  );
}
