/** The fallback of a remote that is down, slow or broken: one Chinese sentence and 重试 (docs/ui.md). */
import { useLocation, useNavigate } from '@kickoff/shared/navigation';
import { ErrorView } from '@kickoff/shared/ui';

const REMOTE_DOWN_TEXT = '该栏目暂时无法访问，请稍后重试';

export function RemoteUnavailable({ name }: { name: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div data-remote-unavailable={name}>
      <ErrorView
        message={REMOTE_DOWN_TEXT}
        // navigating to the same path asks the router to patch again, which loads the remote afresh
        onRetry={() => void navigate(`${location.pathname}${location.search}`, { replace: true })}
      />
    </div>
  );
}
