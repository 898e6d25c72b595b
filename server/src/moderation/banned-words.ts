/**
 * The one list of words masked in user text (chat, danmaku, posts, comments) and refused in names.
 * Kept short and aimed at what a sports community actually meets: abuse, scam and off-site
 * solicitation. Matching ignores case and full-width/half-width differences (word-filter.ts).
 */
export const BANNED_WORDS: readonly string[] = [
  // abuse
  '傻逼',
  '傻b',
  '煞笔',
  '沙比',
  '操你妈',
  '草泥马',
  '他妈的',
  '你妈死了',
  '狗日的',
  '脑残',
  '贱人',
  '滚犊子',
  '去死吧',
  'fuck',
  'shit',
  'bitch',
  'sb',
  // off-site solicitation and scams
  '加微信',
  '加vx',
  '加v信',
  '薇信',
  '威信号',
  '加qq',
  '私聊带单',
  '稳赚不赔',
  '包赢',
  '内幕消息',
  '假球内幕',
  '刷单',
  '兼职日结',
  '日赚千元',
  '私彩',
  '外围盘口',
  '网赌',
  '赌球网址',
  '博彩网址',
  '代理返水',
  // hate
  '黑鬼',
  '支那',
];
