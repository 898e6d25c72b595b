/** Request and response schemas of the account calls, mirroring accounts/contract.ts. */
import { Type } from '@sinclair/typebox';

export const Phone = Type.String({ pattern: '^1[3-9][0-9]{9}$', description: '11 位手机号' });
export const SmsCode = Type.String({ pattern: '^[0-9]{6}$', description: '6 位短信验证码' });
/** AES-CBC ciphertext, Base64 (a 32-character password encrypts to 64 characters) */
export const EncryptedPassword = Type.String({ minLength: 24, maxLength: 256, pattern: '^[A-Za-z0-9+/=]+$' });
export const KeyId = Type.String({ pattern: '^[0-9a-f]{24}$' });
/** the shape only: the rule itself (length, characters, reserved words) is `nicknameProblem`'s, with its message */
export const NickName = Type.String({ minLength: 1, maxLength: 64, description: '昵称：2-12 个字符，不含保留字' });

export const DynamicKeySchema = Type.Object({
  keyId: Type.String(),
  key: Type.String({ minLength: 16, maxLength: 16 }),
  iv: Type.String({ minLength: 16, maxLength: 16 }),
  expiresIn: Type.Integer(),
});

export const UserInfoSchema = Type.Object({
  id: Type.Integer(),
  nickName: Type.String(),
  portrait: Type.String(),
  portraitAudit: Type.Union([Type.Literal(0), Type.Literal(1)]),
  portraitNew: Type.String(),
  diyTheme: Type.String(),
  phone: Type.String(),
});

export const LoginResultSchema = Type.Object({
  accessToken: Type.String(),
  expiresIn: Type.Integer(),
  userInfo: UserInfoSchema,
});

export const RealNameSchema = Type.Object({
  certified: Type.Union([Type.Literal(0), Type.Literal(1)]),
  realName: Type.String(),
});

export const SmsSentSchema = Type.Object({ resendIn: Type.Integer(), expiresIn: Type.Integer() });

export const TokenHeader = Type.Object({ accesstoken: Type.Optional(Type.String({ maxLength: 128 })) });

/** the picture code's id and answer, sent when the server asked for one (CAPTCHA_REQUIRED) */
export const CaptchaFields = {
  captchaId: Type.Optional(Type.String({ pattern: '^[0-9a-f]{32}$' })),
  captcha: Type.Optional(Type.String({ minLength: 1, maxLength: 8, description: '图形验证码（不区分大小写）' })),
};

export const CaptchaSchema = Type.Object({
  captchaId: Type.String(),
  image: Type.String({ description: 'data:image/svg+xml;base64,…' }),
  expiresIn: Type.Integer(),
});
