import type { DemoBanner } from './types';

/** The home carousel: the contest, the exhibitions, a featured article, membership (issue #22 opens its page). */
export const DEMO_BANNERS: DemoBanner[] = [
  {
    title: {
      'zh-cn': '海洋之星 2026 摄影大赛 · 投票进行中',
      'en-us': 'Ocean Stars 2026 · voting is open',
      'zh-hant': '海洋之星 2026 攝影大賽 · 投票進行中',
    },
    link: '/pages/vote/vote',
    imageSeed: 951,
    imageTheme: 'manta',
    position: 0,
  },
  {
    title: { 'zh-cn': '潜水展门票热卖中', 'en-us': 'Dive show tickets on sale', 'zh-hant': '潛水展門票熱賣中' },
    link: '/pages/tab/shows',
    imageSeed: 952,
    imageTheme: 'whaleshark',
    position: 1,
  },
  {
    title: {
      'zh-cn': '拉贾安帕特：潜入珊瑚大三角',
      'en-us': 'Raja Ampat: into the Coral Triangle',
      'zh-hant': '拉賈安帕特：潛進珊瑚金三角',
    },
    link: 'article:raja-ampat-zh-cn',
    imageSeed: 953,
    imageTheme: 'reef',
    position: 2,
  },
  {
    title: {
      'zh-cn': '开通会员，读完每一篇深度文章',
      'en-us': 'Become a member and read every story',
      'zh-hant': '加入會員，讀完每一篇深度好文',
    },
    link: '/pages/member/center',
    imageSeed: 954,
    imageTheme: 'cave',
    position: 3,
  },
];
