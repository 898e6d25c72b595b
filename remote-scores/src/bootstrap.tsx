// Standalone run of this remote for its team; in the suite the host mounts ./routes instead.
// Development build only: `?api=http://localhost:3000&ws=ws://localhost:3000/imserver` points the
// run at a server. A production build takes no address from the page's URL — a crafted link would
// otherwise send the fan's token to any host — and talks only to its own origin (relative API
// bases, socket at /imserver), which is what the list bench serves and mocks.
import { configureApi } from '@kickoff/shared/api';
import { realtime } from '@kickoff/shared/realtime';
import { mountStandalone } from '@kickoff/shared/routing';
import routes from './routes';

if (process.env.NODE_ENV !== 'production') {
  const params = new URLSearchParams(window.location.search);
  const api = params.get('api');
  const ws = params.get('ws');
  if (api) configureApi({ mainBase: api, liveBase: api, imBase: api });
  if (ws) realtime.connect(ws);
} else {
  const own = new URL('/imserver', window.location.href);
  own.protocol = own.protocol === 'https:' ? 'wss:' : 'ws:';
  realtime.connect(own.toString());
}

const el = document.getElementById('root');
if (el) mountStandalone('scores', routes, el);
