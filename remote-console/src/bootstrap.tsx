// Standalone run of this remote for its team; in the suite the host mounts ./routes instead.
// It takes no API or socket address from the page's URL (`?api=`/`?ws=`), in any build: a crafted
// link must not send the fan's token elsewhere. The API bases are the page's own origin.
import { mountStandalone } from '@kickoff/shared/routing';
import routes from './routes';

const el = document.getElementById('root');
if (el) mountStandalone('console', routes, el);
