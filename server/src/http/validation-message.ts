/**
 * Turns a schema failure into one short Chinese sentence for the envelope `msg`, naming the field
 * so the form can point at it. Only the first failure is reported.
 */
import type { FastifySchemaValidationError } from 'fastify';

const FIELD_NAMES: Record<string, string> = {
  phone: '手机号',
  password: '密码',
  oldPassword: '原密码',
  newPassword: '新密码',
  code: '验证码',
  nickName: '昵称',
  content: '反馈内容',
  contact: '联系方式',
  keyId: '密钥编号',
  realName: '姓名',
  idCard: '身份证号',
  diyTheme: '主题色',
  type: '类型',
  id: '编号',
  page: '页码',
};

function fieldOf(err: FastifySchemaValidationError): string {
  const params = err.params as Record<string, unknown>;
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : '';
  const path = err.instancePath.split('/').filter(Boolean).pop() ?? '';
  const key = missing || path;
  return FIELD_NAMES[key] ?? key;
}

export function validationMessage(errors: FastifySchemaValidationError[], context: string | undefined): string {
  const err = errors[0];
  if (!err) return '参数错误';
  const field = fieldOf(err);
  const where = field || (context === 'body' ? '提交内容' : '参数');
  switch (err.keyword) {
    case 'required':
      return `参数错误：缺少${where}`;
    case 'type':
      return `参数错误：${where}类型不正确`;
    case 'minLength':
      return `参数错误：${where}不能为空或过短`;
    case 'maxLength':
      return `参数错误：${where}过长`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `参数错误：${where}超出范围`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `参数错误：${where}取值不正确`;
    case 'additionalProperties':
      return '参数错误：包含未知字段';
    default:
      return `参数错误：${where}格式不正确`;
  }
}
