import { translated } from './markup';

/** Articles that exist in one language only (the feeds show them to every reader as the fallback). */
export const SINGLE_LANGUAGE_ARTICLES = [
  ...translated(
    {
      group: 'komodo',
      author: 'marco-bellini',
      category: 'destinations',
      coverSeed: 161,
      coverTheme: 'whaleshark',
      locked: true,
      previewLength: 140,
      publishedDaysAgo: 11.2,
      issue: { magazine: 'lumen', kind: 'monthly', number: 11 },
      popularity: 0.71,
    },
    {
      'en-us': {
        title: 'Komodo by liveaboard: currents, mantas and the dragons ashore',
        summary:
          'Komodo National Park mixes cold upwellings from the south with warm northern water. A week on a phinisi: Batu Bolong, Manta Point, Cannibal Rock and a morning walk with the dragons.',
        tags: ['Komodo', 'Indonesia', 'liveaboard', 'manta', 'currents', 'phinisi'],
        body: `
## Two seas in one park
Komodo sits between the Flores Sea and the Indian Ocean. The north is warm and blue; the south is green, cold (down to 21°C) and rich with plankton. Many liveaboards do both in a week, so pack a 5 mm suit and a hood even in the tropics.
## The famous sites
- Batu Bolong: a pinnacle that shelters a wall of fish from the current on one side
- Manta Point (Karang Makassar): a shallow drift where a dozen mantas is an ordinary day
- Castle Rock and Crystal Rock: sharks, giant trevally and fast water for experienced divers
- Cannibal Rock in the south: sea apples, frogfish and colours that rival any macro site
[fig 162 manta] Mantas feeding in the channel at Karang Makassar
## Reading the current
Komodo's currents are strong and can switch direction within minutes. Good guides time the dives to slack tide and use negative entries. Carry an SMB and a reef hook, and be ready to abort a dive when the guide signals.
## Life on a phinisi
The traditional wooden schooners are slow and beautiful, and evenings on deck after the fourth dive are the best part of the trip. Cabins are simple; ask about the tender boats and the nitrox supply before you book.
## The dragons
Most trips include a ranger-guided walk on Rinca or Komodo island. Keep to the group, never walk behind the ranger, and remember that the dragons are wild animals, not a show.
`,
      },
    },
  ),
  ...translated(
    {
      group: 'penghu',
      author: 'chen-kuan-yu',
      category: 'destinations',
      coverSeed: 171,
      coverTheme: 'reef',
      publishedDaysAgo: 52,
      issue: { magazine: 'ocean-current', kind: 'monthly', number: 9 },
      popularity: 0.48,
    },
    {
      'zh-hant': {
        title: '澎湖南方四島：被低估的台灣潛水秘境',
        summary: '東吉、西吉、東嶼坪、西嶼坪，澎湖南方四島國家公園有台灣最完整的桌形珊瑚群。交通、季節和潛點，一篇帶你認識這片被低估的海。',
        tags: ['澎湖', '南方四島', '國家公園', '桌形珊瑚', '台灣潛水'],
        body: `
## 被低估的海
說到台灣潛水，大家先想到綠島、蘭嶼和墾丁。其實澎湖南方四島的珊瑚覆蓋率一點都不輸，尤其是大片的桌形珊瑚群，被很多潛導稱為「台灣最漂亮的珊瑚花園」。
## 怎麼去
從馬公搭船到南方四島大約一個小時。這裡是國家公園範圍，潛水要透過合法業者申請，很多潛點也有季節限制。夏天（5 月到 9 月）是唯一適合的季節，冬天東北季風太強，船根本出不去。
[fig 172 reef] 東吉嶼外海的桌形珊瑚群
## 推薦潛點
- 東吉嶼：桌形珊瑚和成群的金花鱸
- 西吉嶼：地形變化大，偶爾有海龜
- 東嶼坪：淺水區珊瑚完整，適合潛水攝影和浮潛
## 潛水攝影的小提醒
澎湖夏天陽光很強，淺水區用自然光就能拍出漂亮的珊瑚；但下午常起風浪，懸浮物會變多，建議把潛水攝影排在早上。拍桌形珊瑚時，從側面壓低角度，把水面一起拍進去，畫面最有層次。
## 當個好客人
南方四島人口很少，島上的補給都靠船。自己的垃圾帶回馬公，也多跟當地的民宿和漁民聊聊，他們是最了解這片海的人。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'bcd-guide',
      author: 'zhou-zihang',
      category: 'gear',
      coverSeed: 421,
      coverTheme: 'cave',
      locked: true,
      previewLength: 140,
      publishedDaysAgo: 19,
      issue: { magazine: 'deep-blue', kind: 'monthly', number: 11 },
      popularity: 0.6,
    },
    {
      'zh-cn': {
        title: '背心式、背飞式还是背板：BCD 怎么选',
        summary: '传统背心式 BCD 好上手，背飞式让水平姿态更容易，背板加气囊是技术潜水员的最爱。三种 BCD 的结构、优缺点和适合的人群。',
        tags: ['BCD', '浮力控制', '背飞', '背板', '装备评测', '旅行装备'],
        body: `
## 三种结构
BCD（浮力控制装置）按气囊的位置大致分为三类：背心式（jacket）气囊包住身体两侧和背部；背飞式（back-inflate）气囊只在背后；背板加气囊（backplate & wing）用一块金属或碳纤维背板加一条连续织带，把气囊固定在背后。
## 背心式：最好上手
水面漂浮时身体自然竖直，口袋大、卡扣多，适合入门潜水员和租赁装备。缺点是充气后会挤压胸口，水下容易“站着”，不利于水平姿态。
## 背飞式：姿态更好
气囊在背后，充气后把你往水平方向推，水下姿态更稳定。水面漂浮时会有一点往前趴的感觉，需要适应。很多旅行款背飞式只有两公斤左右，适合经常坐飞机的潜水员。
[fig 422 cave] 背板加气囊：简洁、可调，也是技术潜水的标准配置
## 背板加气囊：自由组合
背板、织带、气囊都可以单独更换，可以从单瓶升级到双瓶，配重也能分散到背板上。缺点是第一次调整织带需要耐心，最好找有经验的教练帮忙。
## 怎样选择
- 一年潜几次、多半租装备：背心式
- 经常出国、在意姿态：轻量背飞式
- 打算学习侧挂、双瓶或技术潜水：背板加气囊
不管选哪一种，都要在泳池里试过再带去旅行。合身比品牌重要。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'app-reading-launch',
      author: 'zhou-zihang',
      category: 'news',
      coverSeed: 711,
      coverTheme: 'kelp',
      publishedDaysAgo: 0.2,
      popularity: 0.4,
    },
    {
      'zh-cn': {
        title: '社区新功能：文章、杂志和中文搜索上线',
        summary:
          '从今天起，可以在应用里阅读潜水文章和杂志、关注喜欢的作者，并用简体或繁体中文搜索。比如搜“水下攝影”，也能找到“水下摄影”的文章。',
        tags: ['新功能', '社区', '搜索', '杂志', '公告'],
        body: `
## 可以读的东西变多了
首页的推荐和热门文章、文章标签页的分类浏览、三本潜水杂志的期刊和月刊，今天起全部开放。文章按你的界面语言显示，没有对应语言时显示其他版本。
## 关注作者
在作者主页可以看到他们的简介、文章和粉丝数。关注之后，作者发布新文章时你会在消息里收到通知。
[fig 712 kelp] 作者主页：头像、简介和文章列表
## 更懂中文的搜索
搜索支持中文分词，也会把繁体和简体当成同一个词：搜“潛水攝影”能找到“潜水摄影”，反过来也一样。英文搜索会识别词形变化，比如 diving 也能找到 dive。
## 会员与付费内容
部分深度文章先显示一段预览。开通 VIP 会员可以读全部文章；买了文章包，每篇用 1 篇阅读篇数解锁，解锁过的文章永久可读，在“我的 → 已购”里都能找到。规则见会员中心的“会员规则”。欢迎在“意见反馈”里告诉我们你的想法。
`,
      },
    },
  ),
  ...translated(
    {
      group: 'ghost-net-season',
      author: 'nadia-rahman',
      category: 'news',
      coverSeed: 721,
      coverTheme: 'blue',
      publishedDaysAgo: 3.7,
      popularity: 0.45,
    },
    {
      'en-us': {
        title: 'Recovery season ends: volunteer divers lift 3.2 tonnes of ghost nets off Sabah reefs',
        summary:
          'Over 41 dive days this season, volunteer teams cleared nets from 23 reef sites around Semporna and freed turtles, rays and a juvenile shark. Next season’s training dates are out.',
        tags: ['ghost nets', 'Sabah', 'volunteers', 'marine debris', 'news'],
        body: `
## The season in numbers
Our recovery season closed last week. In 41 dive days, volunteer teams removed 3.2 tonnes of lost fishing gear from 23 reef sites around Semporna, most of it gillnet and some longline. We freed nine turtles, four rays and a juvenile blacktip shark.
## Where the nets came from
About two thirds of the nets were reported by local fishers through the reward scheme we started two years ago, which means they were found within weeks of being lost, before they smothered the coral beneath them. That is the biggest change since we began.
[fig 722 wreck] Volunteers lifting a cut section of net on a lift bag
## Thank you
Eighty-six divers from eleven countries joined at least one dive. Every one of them trained with us in the pool first, and nobody was hurt. The dive centres of Semporna lent boats, tanks and staff at cost.
## Next season
Training for next season starts in March. Divers need Rescue Diver certification and at least 50 logged dives; we provide the cutting tools and lift bags. Applications open in January on our website.
`,
      },
    },
  ),
];
