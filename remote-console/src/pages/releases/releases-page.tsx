/** /admin/releases: remote versions per environment, canaries and rollbacks: the releases feature's desk. */
import { ReleasesDesk } from '../../features/releases/components/releases-desk';

export default function ReleasesPage() {
  return <ReleasesDesk />;
}
