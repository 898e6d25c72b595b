/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, ErrorCodes, type Captcha, type Envelope } from '@kickoff/shared/contracts';
import { FormError } from '../../../components/form-error';
import { CodeField } from './form-fields';

function Form() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form>
      <CodeField value={code} onChange={setCode} phone="13800000000" purpose="login" onError={setError} />
      <FormError error={error} />
    </form>
  );
}

const picture = (n: number): Envelope<Captcha> => ({
  code: 200,
  msg: '',
  data: { captchaId: String(n).repeat(32), image: `data:image/svg+xml;base64,${n}`, expiresIn: 300 },
});
const reply = (code: number, msg = '') => ({ code, msg, data: null }) as unknown as Envelope<never>;

afterEach(() => jest.restoreAllMocks());

test('a picture code asked for is shown, answered, sent with the request, and renewed when wrong', async () => {
  let pictures = 0;
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    expect(path).toBe(ACCOUNT_PATHS.captcha);
    return picture(++pictures) as never;
  });
  const post = jest
    .spyOn(api, 'post')
    .mockResolvedValueOnce(reply(ErrorCodes.CAPTCHA_REQUIRED, '请输入图形验证码'))
    .mockResolvedValueOnce(reply(ErrorCodes.CAPTCHA_INVALID, '图形验证码错误，请重新输入'))
    .mockResolvedValueOnce({ code: 200, msg: '验证码已发送', data: { resendIn: 60, expiresIn: 600 } } as never);
  render(<Form />);
  expect(screen.queryByAltText('图形验证码')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect((await screen.findByRole('alert')).textContent).toBe('请输入图形验证码');
  expect((await screen.findByAltText('图形验证码')).getAttribute('src')).toBe('data:image/svg+xml;base64,1');
  expect(post).toHaveBeenLastCalledWith(ACCOUNT_PATHS.sendCode, { phone: '13800000000', type: 'login' });

  // unanswered: nothing is sent
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(screen.getByRole('alert').textContent).toBe('请输入图形验证码');
  expect(post).toHaveBeenCalledTimes(1);

  fireEvent.change(screen.getByPlaceholderText('请输入图中字符'), { target: { value: ' ab12 ' } });
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('图形验证码错误，请重新输入'));
  expect(post).toHaveBeenLastCalledWith(ACCOUNT_PATHS.sendCode, {
    phone: '13800000000',
    type: 'login',
    captchaId: '1'.repeat(32),
    captcha: 'ab12',
  });
  // the spent picture is replaced and its field emptied
  await waitFor(() =>
    expect(screen.getByAltText('图形验证码').getAttribute('src')).toBe('data:image/svg+xml;base64,2'),
  );
  expect((screen.getByPlaceholderText('请输入图中字符') as HTMLInputElement).value).toBe('');

  fireEvent.change(screen.getByPlaceholderText('请输入图中字符'), { target: { value: 'CD34' } });
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: /s后重发/ })).toBeTruthy();
  expect(post).toHaveBeenLastCalledWith(ACCOUNT_PATHS.sendCode, {
    phone: '13800000000',
    type: 'login',
    captchaId: '2'.repeat(32),
    captcha: 'CD34',
  });
  // sent: the picture is put away until the server asks again
  expect(screen.queryByAltText('图形验证码')).toBeNull();
});

test('换一张 fetches another picture', async () => {
  let pictures = 0;
  jest.spyOn(api, 'get').mockImplementation(async () => picture(++pictures) as never);
  jest.spyOn(api, 'post').mockResolvedValue(reply(ErrorCodes.CAPTCHA_REQUIRED, '请输入图形验证码'));
  render(<Form />);
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByAltText('图形验证码');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '换一张' })));
  expect(screen.getByAltText('图形验证码').getAttribute('src')).toBe('data:image/svg+xml;base64,2');
});
