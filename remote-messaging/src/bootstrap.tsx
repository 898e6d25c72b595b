// Standalone run of this remote for its team; in the suite the host mounts ./routes instead.
import { mountStandalone } from '@kickoff/shared/routing';
import routes from './routes';

const el = document.getElementById('root');
if (el) mountStandalone('messaging', routes, el);
