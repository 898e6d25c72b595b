/** The account remote's routes (docs/product.md §2 User, agreements, Activity, Download). */
import { defineRoutes, own, page, visitor, type RouteHandle } from '@kickoff/shared/routing';
import type { ComponentType } from 'react';
import { AGREEMENTS } from './agreements';

/** A lazily loaded page: `load` picks the component out of its module. */
function lazyPage(path: string, handle: RouteHandle, load: () => Promise<{ default: ComponentType }>) {
  return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
}

export { AGREEMENTS };

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
  lazyPage('user/register', visitor('user/register', '注册'), () => import('./pages/register/register-page')),
  lazyPage('user/password', page('user/password', '找回密码'), () => import('./pages/password/password-page')),
  lazyPage('user/about', page('user/about', '关于我们'), () => import('./pages/content/about-page')),
  lazyPage('user/attention', own('user/attention', '我的关注'), () => import('./pages/my-things/attention-page')),
  {
    path: 'user/authorHome',
    handle: page('user/authorHome', '作者主页'),
    lazy: async () => ({ Component: (await import('./pages/author-home/author-home-page')).default }),
  },
  lazyPage(
    'user/certification',
    own('user/certification', '实名认证'),
    () => import('./pages/certification/certification-page'),
  ),
  lazyPage(
    'user/changePassWord',
    own('user/changePassWord', '修改密码'),
    () => import('./pages/change-password/change-password-page'),
  ),
  lazyPage('user/community', own('user/community', '我的帖子'), () => import('./pages/my-things/community-page')),
  lazyPage('user/doubt', page('user/doubt', '问题详情'), async () => ({
    default: (await import('./pages/content/faq-page')).FaqAnswerPage,
  })),
  lazyPage('user/history', own('user/history', '浏览历史'), () => import('./pages/my-things/history-page')),
  lazyPage('user/infor', own('user/infor', '个人资料'), () => import('./pages/profile/profile-page')),
  lazyPage('user/match', own('user/match', '我的赛事'), () => import('./pages/my-things/match-page')),
  lazyPage('user/message', own('user/message', '我的消息'), () => import('./pages/my-things/message-page')),
  lazyPage('user/nickname', own('user/nickname', '修改昵称'), () => import('./pages/nickname/nickname-page')),
  lazyPage('user/opinion', own('user/opinion', '意见反馈'), () => import('./pages/opinion/opinion-page')),
  lazyPage('user/proposal', own('user/proposal', '我的方案'), () => import('./pages/my-things/proposal-page')),
  lazyPage('user/question', page('user/question', '常见问题'), async () => ({
    default: (await import('./pages/content/faq-page')).FaqListPage,
  })),
  lazyPage('user/set', own('user/set', '设置'), () => import('./pages/settings/settings-page')),
  lazyPage('user/deregister', own('user/deregister', '注销账号'), () => import('./pages/deregister/deregister-page')),
  ...Object.entries(AGREEMENTS).map(([key, title]) =>
    lazyPage(`user/agreement/${key}`, page(`user/agreement/${key}`, title), async () => {
      const { AgreementPage } = await import('./pages/content/agreement-page');
      return { default: () => <AgreementPage agreementKey={key} title={title} /> };
    }),
  ),
  lazyPage('activity', page('activity', '活动'), () => import('./pages/activity/activity-page')),
  lazyPage('activity/address', own('activity/address', '收货地址'), () => import('./pages/activity/address-page')),
  lazyPage('activity/history', own('activity/history', '中奖记录'), () => import('./pages/activity/history-page')),
  lazyPage('activity/lottery', page('activity/lottery', '幸运抽奖'), () => import('./pages/activity/lottery-page')),
  lazyPage('activity/rank', page('activity/rank', '积分排行'), () => import('./pages/activity/rank-page')),
  lazyPage('activity/reg', own('activity/reg', '每日签到'), () => import('./pages/activity/checkin-page')),
  lazyPage('activity/rule', page('activity/rule', '活动规则'), () => import('./pages/activity/rule-page')),
  lazyPage('download', page('download', '下载APP'), async () => ({
    default: (await import('./pages/download/download-pages')).DownloadPage,
  })),
  lazyPage('download/Android', page('download/Android', '安卓下载'), async () => ({
    default: (await import('./pages/download/download-pages')).AndroidPage,
  })),
  lazyPage('download/wapStep', page('download/wapStep', '安装指引'), async () => ({
    default: (await import('./pages/download/download-pages')).WapStepPage,
  })),
]);
