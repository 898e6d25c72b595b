/** Where `npm start`'s API listens and whom it believes about a client's address (issue 26 item 1). */
import { apiServerAddressEnv } from './suite';

test('fans reach the API through the host proxy only: it listens on loopback and trusts exactly that one hop', () => {
  expect(apiServerAddressEnv({})).toEqual({ HOST: 'localhost', TRUST_PROXY: '1' });
});

test('with API_PUBLIC_URL clients call the API directly: every interface, only loopback proxies trusted', () => {
  expect(apiServerAddressEnv({ API_PUBLIC_URL: 'https://api.example.test' })).toEqual({ TRUST_PROXY: 'loopback' });
});
