// Standalone run of this remote for its team; in the suite the host mounts ./routes instead.
// `?api=http://localhost:3000&ws=ws://localhost:3000/imserver` points the run at a server (the
// host does this from its app config in the suite); the list bench uses it with a mocked socket.
import { configureApi } from '@kickoff/shared/api';
import { realtime } from '@kickoff/shared/realtime';
import { mountStandalone } from '@kickoff/shared/routing';
import routes from './routes';

const params = new URLSearchParams(window.location.search);
const api = params.get('api');
const ws = params.get('ws');
if (api) configureApi({ mainBase: api, liveBase: api, imBase: api });
if (ws) realtime.connect(ws);

const el = document.getElementById('root');
if (el) mountStandalone('scores', routes, el);
