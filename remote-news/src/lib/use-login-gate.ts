/** For actions that need a signed-in fan: runs the action, or sends a visitor to the login page. */
import { useNavigate } from '@kickoff/shared/navigation';
import { useAuthStore } from '@kickoff/shared/stores';

export function useLoginGate(): (action: () => void) => void {
  const token = useAuthStore((s) => s.token);
  const navigate = useNavigate();
  return (action) => (token ? action() : navigate('/user/login'));
}
