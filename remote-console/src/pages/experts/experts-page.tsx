/** /admin/experts: 专家 (moderators), applications and tips: the experts feature's desk. */
import { ExpertsDesk } from '../../features/experts/components/experts-desk';

export default function ExpertsPage() {
  return <ExpertsDesk />;
}
