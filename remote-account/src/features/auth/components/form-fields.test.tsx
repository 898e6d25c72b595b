/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { api } from '@kickoff/shared/api';
import { FormError } from '../../../components/form-error';
import { CodeField, PasswordField, PhoneField } from './form-fields';

function Form({ phone }: { phone: string }) {
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form>
      <PhoneField value={value} onChange={setValue} />
      <CodeField value={code} onChange={setCode} phone={phone} purpose="register" onError={setError} />
      <PasswordField label="设置密码" value="" onChange={() => undefined} fresh />
      <FormError error={error} />
    </form>
  );
}

afterEach(() => jest.restoreAllMocks());

test('phone and code are kept without the spaces a paste brings', () => {
  render(<Form phone="13800000000" />);
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: ' 13800000000 ' } });
  fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: ' 123456' } });
  expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13800000000');
  expect((screen.getByPlaceholderText('请输入验证码') as HTMLInputElement).value).toBe('123456');
});

test('a code is not asked for a wrong phone: the error line says why and nothing is sent', async () => {
  const post = jest.spyOn(api, 'post');
  render(<Form phone="12345" />);
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect((await screen.findByRole('alert')).textContent).toBe('请输入正确的手机号');
  expect(post).not.toHaveBeenCalled();
});

test('a password being chosen asks autofill for a new one and shows the rule', () => {
  render(<Form phone="" />);
  const input = screen.getByLabelText('设置密码');
  expect(input.getAttribute('autocomplete')).toBe('new-password');
  expect(input.getAttribute('placeholder')).toBe('6-32位，包含字母和数字');
});
