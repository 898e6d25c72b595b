/** The account remote's routes (docs/product.md §2 User, agreements, Activity, Download). */
import { defineRoutes, own, page, sectionRoute, visitor } from '@kickoff/shared/routing';

/** docs/product.md §2 agreement pages under /user/agreement/. */
export const AGREEMENTS: Record<string, string> = {
  lx: '联系我们',
  qzxy: '球站协议',
  sqgz: '社区规则',
  tcXy: '会员服务协议',
  tcXyQmh: '会员服务协议（全民号）',
  tcYs: '会员隐私政策',
  tcYsQmh: '会员隐私政策（全民号）',
  xy: '用户协议',
  yhxy: '用户服务协议',
  ys: '隐私政策',
  yszc: '隐私政策摘要',
};

export default defineRoutes([
  {
    path: 'user',
    handle: { name: 'user', layout: 'user', tab: 'user', title: '我的' },
    lazy: async () => ({ Component: (await import('./pages/mine/mine-page')).default }),
  },
  {
    path: 'user/login',
    handle: visitor('user/login', '登录'),
    lazy: async () => ({ Component: (await import('./pages/login/login-page')).default }),
  },
  sectionRoute('user/register', visitor('user/register', '注册'), '注册服务暂未开放'),
  sectionRoute('user/password', page('user/password', '找回密码'), '找回密码服务暂未开放'),
  sectionRoute('user/about', page('user/about', '关于我们'), '暂无介绍'),
  sectionRoute('user/attention', own('user/attention', '我的关注'), '暂无关注'),
  {
    path: 'user/authorHome',
    handle: page('user/authorHome', '作者主页'),
    lazy: async () => ({ Component: (await import('./pages/author-home/author-home-page')).default }),
  },
  sectionRoute('user/certification', own('user/certification', '实名认证'), '暂无认证信息'),
  sectionRoute('user/changePassWord', own('user/changePassWord', '修改密码'), '暂无可修改的密码信息'),
  sectionRoute('user/community', own('user/community', '我的帖子'), '暂无帖子'),
  sectionRoute('user/doubt', page('user/doubt', '问题详情'), '暂无数据'),
  sectionRoute('user/history', own('user/history', '浏览历史'), '暂无浏览记录'),
  sectionRoute('user/infor', own('user/infor', '个人资料'), '暂无资料'),
  sectionRoute('user/match', own('user/match', '我的赛事'), '暂无关注的比赛'),
  sectionRoute('user/message', own('user/message', '我的消息'), '暂无消息'),
  sectionRoute('user/nickname', own('user/nickname', '修改昵称'), '暂无数据'),
  sectionRoute('user/opinion', own('user/opinion', '意见反馈'), '暂无反馈记录'),
  sectionRoute('user/proposal', own('user/proposal', '我的方案'), '暂无方案'),
  sectionRoute('user/question', page('user/question', '常见问题'), '暂无常见问题'),
  sectionRoute('user/set', own('user/set', '设置'), '暂无可设置的项目'),
  ...Object.entries(AGREEMENTS).map(([key, title]) =>
    sectionRoute(`user/agreement/${key}`, page(`user/agreement/${key}`, title), '暂无协议内容'),
  ),
  sectionRoute('activity', page('activity', '活动'), '暂无活动'),
  sectionRoute('activity/address', own('activity/address', '收货地址'), '暂无收货地址'),
  sectionRoute('activity/history', own('activity/history', '中奖记录'), '暂无中奖记录'),
  sectionRoute('activity/lottery', page('activity/lottery', '幸运抽奖'), '暂无抽奖活动'),
  sectionRoute('activity/rank', page('activity/rank', '活动排行'), '暂无排行数据'),
  sectionRoute('activity/reg', page('activity/reg', '活动报名'), '暂无可报名的活动'),
  sectionRoute('activity/rule', page('activity/rule', '活动规则'), '暂无活动规则'),
  sectionRoute('download', page('download', '下载APP'), '暂无下载信息'),
  sectionRoute('download/Android', page('download/Android', '安卓下载'), '暂无安卓安装包'),
  sectionRoute('download/wapStep', page('download/wapStep', '安装指引'), '暂无安装指引'),
]);
