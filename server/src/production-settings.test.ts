/** A deployment refuses to start half-configured and says which settings; the demo and tests are not held to it. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { assertProductionSettings, missingProductionSettings } from './production-settings';

const DEPLOYED = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://kickoff@db/kickoff',
  ALLOWED_ORIGINS: 'https://m.example.com',
  SMS_WEBHOOK_URL: 'https://sms.example.com/send',
};
const names = (env: NodeJS.ProcessEnv) => missingProductionSettings(env).map((m) => m.name);

describe('production settings', () => {
  it('a complete deployment passes', () => {
    expect(names(DEPLOYED)).toEqual([]);
    expect(() => assertProductionSettings(DEPLOYED)).not.toThrow();
  });

  it('names every missing must-have at once', () => {
    const { ALLOWED_ORIGINS: _o, SMS_WEBHOOK_URL: _s, ...bare } = DEPLOYED;
    expect(names(bare)).toEqual(['ALLOWED_ORIGINS', 'SMS_PROVIDER']);
    expect(() => assertProductionSettings(bare)).toThrow(/ALLOWED_ORIGINS: .*\n {2}SMS_PROVIDER: /);
    expect(names({ ...bare, ALLOWED_ORIGINS: 'https://m.example.com', SMS_PROVIDER: 'aliyun' })).toEqual([]);
  });

  it('refuses values that cannot work', () => {
    expect(names({ ...DEPLOYED, ALLOWED_ORIGINS: 'https://m.example.com/app, m.example.com' })).toEqual([
      'ALLOWED_ORIGINS',
    ]);
    expect(missingProductionSettings({ ...DEPLOYED, SMS_WEBHOOK_URL: 'sms-gateway:80' })[0]!.why).toContain(
      'sms-gateway:80',
    );
    expect(names({ ...DEPLOYED, ALLOWED_ORIGINS: ' https://a.example.com ,http://b.example.com:8080' })).toEqual([]);
  });

  it('the assistant is set all or none: a base URL without its key names the key', () => {
    expect(names({ ...DEPLOYED, OPENAI_BASE_URL: 'https://llm.example.com/v1' })).toEqual([
      'OPENAI_API_KEY',
      'OPENAI_MODEL',
    ]);
    expect(names({ ...DEPLOYED, OPENAI_BASE_URL: 'https://x/v1', OPENAI_API_KEY: 'k', OPENAI_MODEL: 'm' })).toEqual([]);
  });

  it('npm start (production on embedded PGlite) and tests are not deployments', () => {
    expect(names({ NODE_ENV: 'production' })).toEqual([]);
    expect(names({ NODE_ENV: 'test', DATABASE_URL: 'postgres://x@y/z' })).toEqual([]);
  });

  it('the server exits at start naming the missing settings, before it opens the database', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(__dirname, '..'),
      // a database that does not exist: the refusal comes first
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        PORT: '0',
        ALLOWED_ORIGINS: '',
        SMS_WEBHOOK_URL: '',
        SMS_PROVIDER: '',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('production start refused');
    expect(res.stderr).toContain('ALLOWED_ORIGINS');
    expect(res.stderr).toContain('SMS_PROVIDER');
  }, 70_000);
});
