/**
 * How a 资料库 page words what is not there, for DataState (@kickoff/shared/data): no id at all →
 * `missing`; a malformed id, or the server saying 不存在 → `notFound` (no 重试); any other failure →
 * its sentence with ，请重试.
 */
export function databaseState({
  given,
  id,
  missing,
  notFound,
}: {
  /** whether the URL has an id at all */
  given: boolean;
  /** the page's id from the URL; null when absent or malformed */
  id: number | null;
  missing: string;
  notFound: string;
}) {
  return {
    absent: !given ? missing : id === null ? notFound : undefined,
    notFound: { when: (e: Error) => /不存在/.test(e.message), text: notFound },
    errorText: (e: Error) => `${e.message}，请重试`,
  };
}
