import type { DemoAuthor } from './types';

/** The six demo authors (avatars by `avatarSeed % 6`: 0 diver, 1 turtle, 2 manta, 3 fish, 4 nudibranch, 5 jellyfish): each gets an account with the author role (see the seed); bios in the three languages. */
export const DEMO_AUTHORS: DemoAuthor[] = [
  {
    key: 'lin-haiyan',
    nickname: '林海燕',
    phone: '13800000201',
    avatarSeed: 16,
    backgroundSeed: 21,
    bio: {
      'zh-cn': '水下摄影师，常驻厦门。十二年潜水经历，偏爱安尼洛的微距和拉贾安帕特的广角，作品多次入选国际水下摄影比赛。',
      'en-us':
        'Underwater photographer based in Xiamen. Twelve years of diving, a soft spot for Anilao macro and Raja Ampat wide-angle; her work has placed in several international underwater photo competitions.',
      'zh-hant': '水下攝影師，長居廈門。十二年潛水資歷，最愛安尼洛的微距與拉賈安帕特的廣角，作品多次入選國際水下攝影比賽。',
    },
  },
  {
    key: 'amelia-hart',
    nickname: 'Dr. Amelia Hart',
    phone: '13800000202',
    avatarSeed: 14,
    backgroundSeed: 22,
    bio: {
      'zh-cn': '海洋生物学家，研究蝠鲼的洄游与个体识别，曾在马尔代夫和印尼做了八年野外调查。相信每位潜水员都可以成为公民科学家。',
      'en-us':
        'Marine biologist studying manta ray movements and photo-identification; eight years of fieldwork in the Maldives and Indonesia. Believes every diver can be a citizen scientist.',
      'zh-hant': '海洋生物學家，研究鬼蝠魟的洄游與個體辨識，在馬爾地夫和印尼做了八年野外調查。相信每位潛水員都能成為公民科學家。',
    },
  },
  {
    key: 'chen-kuan-yu',
    nickname: '陳冠宇 Kuan-Yu',
    phone: '13800000203',
    avatarSeed: 12,
    backgroundSeed: 23,
    bio: {
      'zh-cn': 'PADI 课程总监，在台湾绿岛和垦丁教潜水十五年，带出过两千多名学员。最在意的是中性浮力和潜伴之间的默契。',
      'en-us':
        'PADI Course Director who has taught on Green Island and in Kenting, Taiwan, for fifteen years and certified more than two thousand divers. Obsessed with neutral buoyancy and good buddy habits.',
      'zh-hant': 'PADI 課程總監，在綠島、墾丁教潛水十五年，帶出兩千多位學員。最在意的是中性浮力，還有潛伴之間的默契。',
    },
  },
  {
    key: 'marco-bellini',
    nickname: 'Marco Bellini',
    phone: '13800000204',
    avatarSeed: 15,
    backgroundSeed: 24,
    bio: {
      'zh-cn': '意大利旅行作家，十年里住过四十多条船宿潜水船，从红海写到科莫多。喜欢慢旅行，也喜欢船上厨师的咖喱。',
      'en-us':
        'Italian travel writer who has lived aboard more than forty liveaboards in ten years, from the Red Sea to Komodo. Slow travel, early dives and the ship cook’s curry.',
      'zh-hant': '義大利旅遊作家，十年間住過四十多艘船宿潛水船，從紅海寫到科莫多。喜歡慢旅行，也喜歡船上廚師煮的咖哩。',
    },
  },
  {
    key: 'zhou-zihang',
    nickname: '周子航',
    phone: '13800000205',
    avatarSeed: 18,
    backgroundSeed: 25,
    bio: {
      'zh-cn': '深圳的装备评测作者，技术潜水员（Trimix）。拆过上百台调节器，测过几十款潜水电脑，只写自己真正下过水的装备。',
      'en-us':
        'Gear reviewer from Shenzhen and trimix-certified technical diver. Has stripped more than a hundred regulators and tested dozens of dive computers; only writes about kit he has taken underwater.',
      'zh-hant': '深圳的裝備評測作者，技術潛水員（Trimix）。拆過上百顆調節器、測過幾十款潛水電腦錶，只寫自己真的帶下水過的裝備。',
    },
  },
  {
    key: 'nadia-rahman',
    nickname: 'Nadia Rahman',
    phone: '13800000206',
    avatarSeed: 13,
    backgroundSeed: 26,
    bio: {
      'zh-cn': '来自马来西亚沙巴的珊瑚保育工作者，组织珊瑚修复和幽灵渔网清理行动，与当地渔村合作推动海洋保护区。',
      'en-us':
        'Reef conservationist from Sabah, Malaysia. Runs coral restoration and ghost-net recovery dives and works with fishing villages on community marine protected areas.',
      'zh-hant': '來自馬來西亞沙巴的珊瑚保育工作者，帶領珊瑚復育與幽靈漁網清除行動，和當地漁村一起推動海洋保護區。',
    },
  },
];
